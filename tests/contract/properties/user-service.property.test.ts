import { describe } from 'vitest';
import { connectToServer } from '../http';
import { fuzzEach } from './write-cases';

connectToServer();

describe('random bodies to the user service (accounts, private block, photo)', () => fuzzEach('user service'));

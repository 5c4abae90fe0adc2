import { describe } from 'vitest';
import { connectToServer } from '../http';
import { fuzzEach } from './write-cases';

connectToServer();

describe('random bodies to sign-in, registration, activation, logout and password resets', () => fuzzEach('sign-in'));

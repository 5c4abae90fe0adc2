import { describe } from 'vitest';
import { connectToServer } from '../http';
import { fuzzEach } from './write-cases';

connectToServer();

describe('random bodies to the fourteen areas (POST and PUT)', () => fuzzEach('areas'));

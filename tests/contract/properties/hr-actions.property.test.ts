import { describe } from 'vitest';
import { connectToServer } from '../http';
import { fuzzEach } from './write-cases';

connectToServer();

describe('random bodies to the employee import and the leave balances', () => fuzzEach('hr actions'));

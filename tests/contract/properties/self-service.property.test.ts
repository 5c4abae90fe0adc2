import { describe } from 'vitest';
import { connectToServer } from '../http';
import { fuzzEach } from './write-cases';

connectToServer();

describe('random bodies to the self-service requests and one’s own phone', () => fuzzEach('self service'));

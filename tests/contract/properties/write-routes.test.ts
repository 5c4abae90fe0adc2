import { describe, expect, it } from 'vitest';
import { ROUTES } from '../route-list';
import { FUZZ_CASES, WITHOUT_BODY } from './write-cases';

/** Every POST, PUT and DELETE of the route table, as `METHOD /path`. */
const writeRoutes = ROUTES.filter((route) => route.method !== 'get').map((route) => `${route.method.toUpperCase()} ${route.path}`);

describe('the fuzz covers every write route of the route table', () => {
  it('has a fuzz case for each write route that takes a body, and says where the others are tested', () => {
    const fuzzed = FUZZ_CASES.map((fuzzCase) => fuzzCase.route);
    expect(writeRoutes.filter((route) => !fuzzed.includes(route) && !(route in WITHOUT_BODY))).toEqual([]);
  });

  it('names only routes that exist, each once', () => {
    const named = [...FUZZ_CASES.map((fuzzCase) => fuzzCase.route), ...Object.keys(WITHOUT_BODY)];
    expect(named.filter((route) => !writeRoutes.includes(route))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});

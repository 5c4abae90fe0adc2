import { expect } from 'vitest';
import { employeeInput, findIds as findIdsThrough, type Ids } from '../../contract/samples';
import { call, list, type Item } from './client';

/**
 * The contract suite's valid inputs (tests/contract/samples.ts), with the ids found through
 * this suite's client (the fake backend, its fixed token).
 */
export { SAMPLES, leaveInput, type Ids } from '../../contract/samples';

export const findIds = (): Promise<Ids> => findIdsThrough(list);

/** Creates an employee and answers it. */
export async function createEmployee(ids: Ids, overrides: Record<string, unknown> = {}): Promise<Item> {
  const created = await call('POST', '/app/employee', employeeInput(ids, overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The input fields of an answered record (what a form sends back), and its version. */
export const asInput = (item: Item, sample: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(sample).map((key) => [key, item[key]]));

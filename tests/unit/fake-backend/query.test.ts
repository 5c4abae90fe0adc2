// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AREA_CASES } from '../../contract/areas';
import { call, list, useHrBackend, type Item, type Page } from './client';

const ids = (page: Page) => page.items.map((item) => item.id);
const valueAt = (item: Item, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], item);
/** How the contract orders a column: text without accents or case, numbers as numbers, absent last. */
const key = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() : typeof value === 'boolean' ? Number(value) : value;

function expectOrdered(items: Item[], path: string, descending: boolean) {
  const keys = items.map((item) => key(valueAt(item, path))).filter((value) => value !== undefined && value !== null);
  const sorted = [...keys].sort((a, b) => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1));
  expect(keys).toEqual(descending ? sorted.reverse() : sorted);
}

describe.each(AREA_CASES)('GET /app/$area', ({ area, searchField, sortField, filter }) => {
  // These tests only read.
  useHrBackend({ before: 'all' });

  it('answers { items, total, page, pageSize }, page by page, pages never overlapping', async () => {
    const all = await list(area, { pageSize: 200 });
    expect(all).toMatchObject({ page: 1, pageSize: 200 });
    expect(all.items.length).toBe(Math.min(all.total, 200));
    expect(all.total).toBeGreaterThan(0);
    const first = await list(area, { pageSize: 2 });
    const second = await list(area, { pageSize: 2, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: all.total });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    const beyond = await list(area, { page: 10_000 });
    expect(beyond).toMatchObject({ items: [], total: all.total, page: 10_000, pageSize: 20 });
  });

  it(`sorts by ${sortField} both ways, and the same query always gives the same page`, async () => {
    const ascending = await list(area, { sort: sortField, pageSize: 200 });
    expectOrdered(ascending.items, sortField, false);
    const descending = await list(area, { sort: `-${sortField}`, pageSize: 200 });
    expectOrdered(descending.items, sortField, true);
    expect(ids(await list(area, { sort: `-${sortField}`, pageSize: 200 }))).toEqual(ids(descending));
  });

  it(`searches ${searchField} without regard to accents or case`, async () => {
    const { items } = await list(area, { pageSize: 50 });
    const item = items.find((candidate) => typeof candidate[searchField] === 'string');
    expect(item).toBeDefined();
    const word = String(item?.[searchField]).split(/\s+/)[0];
    const shouted = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const found = await list(area, { q: shouted, pageSize: 200 });
    expect(ids(found)).toContain(item?.id);
    expect(found.total).toBeLessThanOrEqual((await list(area)).total);
  });

  it(`filters by ${filter.param}`, async () => {
    const { items } = await list(area, { pageSize: 50 });
    const item = items.find((candidate) => candidate[filter.field] !== undefined);
    const value = String(item?.[filter.field]);
    const filtered = await list(area, { [filter.param]: value, pageSize: 200 });
    expect(ids(filtered)).toContain(item?.id);
    expect(filtered.items.every((candidate) => String(candidate[filter.field]) === value)).toBe(true);
  });

  it('refuses a bad page, page size or filter value with the field and its code', async () => {
    const answer = await call<{ errors: Record<string, { code: string }> }>(
      'GET',
      `/app/${area}?page=0&pageSize=500&${filter.param}=%3F%3F`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ page: { code: 'invalidType' }, pageSize: { code: 'tooLarge' } });
    expect(Object.keys(answer.body.errors)).toContain(filter.param);
  });
});

import { describe, expect, it } from 'vitest';
import { AREA_CASES } from './areas';
import { call, list, connectToServer, type Item } from './http';
import { expectOrdered, folded, ids } from './order';

connectToServer();

/** A word of the item's field, and the same word with accents swapped (stripped, or one added) and shouted. */
function accentVariants(text: string): { word: string; variant: string } | undefined {
  const words = text.split(/[\s,.'’()-]+/).filter((word) => word.length >= 2);
  const accented = words.find((word) => folded(word) !== word.toLowerCase());
  if (accented) return { word: accented, variant: folded(accented).toUpperCase() };
  const plain = words.find((word) => /[aeiou]/i.test(word));
  if (!plain) return undefined;
  const swapped = plain.replace(/[aeiou]/i, (vowel) => ({ a: 'à', e: 'é', i: 'î', o: 'ô', u: 'ù' })[vowel.toLowerCase()] ?? vowel);
  return { word: plain, variant: swapped.toUpperCase() };
}

describe.each(AREA_CASES)('GET /app/$area', ({ area, searchField, sortField, filter }) => {
  it('lists { items, total, page, pageSize }', async () => {
    const page = await list(area);
    expect(page).toMatchObject({ page: 1, pageSize: expect.any(Number), total: expect.any(Number) });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(page.total, page.pageSize));
    for (const item of page.items) expect(item).toMatchObject({ id: expect.any(Number), version: expect.any(Number) });
  });

  it('pages: page 2 follows page 1 without overlap, totals agree', async () => {
    const both = await list(area, { pageSize: 6 });
    const first = await list(area, { pageSize: 3 });
    const second = await list(area, { pageSize: 3, page: 2 });
    expect(first.total).toBe(both.total);
    expect(second.total).toBe(both.total);
    expect(second.page).toBe(2);
    expect(second.items.length).toBe(Math.max(0, Math.min(3, both.total - 3)));
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    if (both.total > 3) expect(ids(second)).not.toEqual(ids(first));
    expect([...ids(first), ...ids(second)]).toEqual(ids(both));
  });

  it(`sorts by ${sortField}, ascending and descending`, async () => {
    const ascending = await list(area, { sort: sortField, pageSize: 100 });
    expectOrdered(ascending.items, sortField, false);
    const descending = await list(area, { sort: `-${sortField}`, pageSize: 100 });
    expectOrdered(descending.items, sortField, true);
    expect(descending.total).toBe(ascending.total);
  });

  it(`searches ${searchField} without regard to accents or case`, async () => {
    const { items } = await list(area, { pageSize: 100 });
    const candidates = items.filter((item): item is Item => typeof item[searchField] === 'string');
    const picked = candidates.map((item) => ({ item, words: accentVariants(String(item[searchField])) })).find(({ words }) => words);
    expect(picked, `an item with a word in ${searchField}`).toBeDefined();
    if (!picked?.words) return;
    const found = await list(area, { q: picked.words.variant, pageSize: 100 });
    expect(ids(found)).toContain(picked.item.id);
    expect(found.total).toBeLessThanOrEqual((await list(area)).total);
    const nothing = await list(area, { q: 'zzqxjzzqxj' });
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it(`filters by ${filter.param}`, async () => {
    const { items } = await list(area, { pageSize: 50 });
    const item = items.find((candidate) => candidate[filter.field] !== undefined && candidate[filter.field] !== null);
    expect(item).toBeDefined();
    const value = String(item?.[filter.field]);
    const filtered = await list(area, { [filter.param]: value, pageSize: 100 });
    expect(ids(filtered)).toContain(item?.id);
    expect(filtered.items.every((candidate) => String(candidate[filter.field]) === value)).toBe(true);
  });

  it('refuses a bad page or page size with the field and its code', async () => {
    const answer = await call<{ errors: Record<string, { code: string }> }>('GET', `/app/${area}?page=0&pageSize=abc`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ page: { code: expect.any(String) }, pageSize: { code: expect.any(String) } });
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/connection';
import { versionedCache } from '@server/db/versioned-cache';
import { stampOf, versionsReader, type Versions } from '@server/db/versions';

const versionsOf = (pairs: Record<string, string>): Versions => ({ versions: new Map(Object.entries(pairs)), namesDays: new Map() });

describe('the versioned cache', () => {
  it('hands a value back only while the stamp of its versions is the one it was kept with', () => {
    const cache = versionedCache<{ total: number }>({ entries: 10, bytes: 10_000 });
    const names = ['hr_employees', 'hr_names:employees'];
    const then = versionsOf({ hr_employees: '7', 'hr_names:employees': '3', hr_leaves: '1' });
    cache.set('page 1', names, stampOf(names, then), { total: 12 });
    expect(cache.get('page 1', (kept) => stampOf(kept, versionsOf({ hr_employees: '7', 'hr_names:employees': '3', hr_leaves: '2' })))).toEqual({ total: 12 });
    expect(cache.get('page 1', (kept) => stampOf(kept, versionsOf({ hr_employees: '8', 'hr_names:employees': '3' })))).toBeUndefined();
    // Forgotten once stale, even were the versions to read as before.
    expect(cache.get('page 1', (kept) => stampOf(kept, then))).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('keeps at most its entries and its bytes, the least recently used going first', () => {
    const cache = versionedCache<string>({ entries: 2, bytes: 1_000 });
    const stamp = () => '';
    cache.set('a', [], '', 'A');
    cache.set('b', [], '', 'B');
    cache.get('a', stamp);
    cache.set('c', [], '', 'C');
    expect(['a', 'b', 'c'].map((key) => cache.get(key, stamp))).toEqual(['A', undefined, 'C']);

    const small = versionedCache<string>({ entries: 10, bytes: 100 });
    small.set('a', [], '', 'x'.repeat(30));
    small.set('b', [], '', 'y'.repeat(30));
    expect(small.bytes).toBeLessThanOrEqual(100);
    expect([small.get('a', stamp), small.get('b', stamp)]).toEqual([undefined, 'y'.repeat(30)]);
    small.set('huge', [], '', 'z'.repeat(100));
    expect(small.get('huge', stamp)).toBeUndefined();
  });

  it('freezes what it keeps: a page handed to many calls is changed by none', () => {
    const cache = versionedCache<{ items: { id: number }[] }>({ entries: 1, bytes: 1_000 });
    cache.set('page', [], '', { items: [{ id: 1 }] });
    const kept = cache.get('page', () => '')!;
    expect(Object.isFrozen(kept.items[0])).toBe(true);
    expect(() => kept.items.push({ id: 2 })).toThrow();
  });
});

describe('the versions reader', () => {
  it('hands every caller a read started after it asked, one read serving all who came while the one before ran', async () => {
    const started: ((versions: string) => void)[] = [];
    const db = {
      execute: () => new Promise((resolve) => started.push((version) => resolve({ rows: [{ versions: { hr_employees: version }, days: null }] }))),
    } as unknown as Db;
    const read = versionsReader(db);
    const versionOf = (versions: Promise<Versions>) => versions.then((answer) => answer.versions.get('hr_employees'));
    const first = versionOf(read());
    await Promise.resolve();
    expect(started).toHaveLength(1);
    // Asked while the first read runs: a write committed just before may be missing from it.
    const second = versionOf(read());
    const third = versionOf(read());
    started[0]('1');
    expect(await first).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(2);
    started[1]('2');
    expect([await second, await third]).toEqual(['2', '2']);
  });

  it('hands over the last read while no statement that may write was sent after it (PGlite), and reads again once one was', async () => {
    let reads = 0;
    let writes = 0;
    const db = { execute: async () => ({ rows: [{ versions: { hr_employees: String((reads += 1)) }, days: null }] }) } as unknown as Db;
    const read = versionsReader(db, () => writes);
    const versionOf = async () => (await read()).versions.get('hr_employees');
    expect(await versionOf()).toBe('1');
    expect(await versionOf()).toBe('1');
    writes += 1;
    expect(await versionOf()).toBe('2');
    expect(await versionOf()).toBe('2');
    expect(reads).toBe(2);
  });
});

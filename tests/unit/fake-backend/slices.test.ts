import { describe, expect, it } from 'vitest';
import { createHrDb } from '@mocks/db/hr-db';
import { HR_INDEXES } from '@mocks/db/hr-indexes';
import { fixedClock } from '@mocks/db/hr-store';
import { employeeArea } from '@server/core/hr/areas/employee';
import { createAppContext } from '@server/core/hr/context';
import { parseListQuery, runListQuery } from '@server/core/hr/list-query';
import { inSlices, nextTask } from '@server/core/storage/slices';
import { createViewCache } from '@server/core/hr/view-cache';
import { writeRecord } from '@server/core/hr/write';
import { TEST_TODAY } from '@mocks/node';
import { smallFixture } from './small-fixture';

describe('long work in slices', () => {
  it('lets the tasks already waiting run between slices', async () => {
    const seen: string[] = [];
    void nextTask().then(() => seen.push('waiting task'));
    await inSlices(['a', 'b', 'c'], (item) => seen.push(item), 0);
    expect(seen).toEqual(['a', 'waiting task', 'b', 'c']);
  });
});

describe('an employee list whose cache was prepared ahead', () => {
  const open = () => {
    const ctx = createAppContext(createHrDb(smallFixture(), HR_INDEXES), fixedClock(TEST_TODAY));
    const cache = createViewCache(employeeArea, ctx);
    const list = async (search: string, prepare: boolean) => {
      const query = parseListQuery(new URLSearchParams(search), employeeArea, ctx);
      if (prepare) await cache.prepare(query);
      return runListQuery(employeeArea, cache, ctx, query);
    };
    return { ctx, list };
  };

  it.each(['q=e', 'q=paie durand', 'sort=-serviceName', 'q=a&sort=positionTitle,lastName&pageSize=2&page=2'])(
    'answers %s as a cold cache does',
    async (search) => {
      const prepared = await open().list(search, true);
      expect(prepared.total).toBeGreaterThan(0);
      expect(prepared).toEqual(await open().list(search, false));
    },
  );

  it('finds a name written after the search text was prepared', async () => {
    const { ctx, list } = open();
    expect((await list('q=dupre', true)).total).toBe(0);
    const row = ctx.db.get('employees', 1);
    if (!row) throw new Error('No employee 1 in the small fixture');
    const { id, createdAt: _created, updatedAt: _updated, matricule: _matricule, ...input } = row;
    writeRecord(employeeArea, ctx, { ...input, lastName: 'Dupré' }, id);
    expect((await list('q=dupre', true)).items.map((item) => item.id)).toEqual([id]);
  });
});

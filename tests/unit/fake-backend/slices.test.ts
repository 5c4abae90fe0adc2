import { describe, expect, it } from 'vitest';
import { fixedClock } from '@mocks/db/hr-store';
import { employeeArea } from '@server/core/hr/areas/employee';
import { createAppContext } from '@server/core/hr/context';
import { parseListQuery, runListQuery } from '@server/core/hr/list-query';
import { inSlices, nextTask } from '@server/core/storage/slices';
import { writeRecord } from '@server/core/hr/write';
import { createMemoryRepository } from '@server/memory/repository';
import { TEST_TODAY } from '@mocks/node';
import { TEST_ACTOR, smallFixture } from './small-fixture';

describe('long work in slices', () => {
  it('lets the tasks already waiting run between slices', async () => {
    const seen: string[] = [];
    void nextTask().then(() => seen.push('waiting task'));
    await inSlices(['a', 'b', 'c'], (item) => seen.push(item), 0);
    expect(seen).toEqual(['a', 'waiting task', 'b', 'c']);
  });
});

describe('an employee list whose names were computed ahead', () => {
  const open = () => {
    const ctx = createAppContext(createMemoryRepository(smallFixture(), fixedClock(TEST_TODAY)), fixedClock(TEST_TODAY)).as(TEST_ACTOR);
    const list = (search: string) => runListQuery(employeeArea, ctx, parseListQuery(new URLSearchParams(search), employeeArea, ctx));
    return { ctx, list };
  };

  it.each(['q=e', 'q=paie durand', 'sort=-serviceName', 'q=a&sort=positionTitle,lastName&pageSize=2&page=2'])(
    'answers %s as a cold cache does',
    async (search) => {
      const warm = open();
      await warm.list('q=x&sort=serviceName,positionTitle');
      const prepared = await warm.list(search);
      expect(prepared.total).toBeGreaterThan(0);
      expect(prepared).toEqual(await open().list(search));
    },
  );

  it('finds a name written after the search text was computed', async () => {
    const { ctx, list } = open();
    expect((await list('q=dupre')).total).toBe(0);
    const row = await ctx.db.get('employees', 1);
    if (!row) throw new Error('No employee 1 in the small fixture');
    const { id, createdAt: _created, updatedAt: _updated, matricule: _matricule, ...input } = row;
    await writeRecord(employeeArea, ctx, { ...input, lastName: 'Dupré' }, id);
    expect((await list('q=dupre')).items.map((item) => item.id)).toEqual([id]);
  });
});

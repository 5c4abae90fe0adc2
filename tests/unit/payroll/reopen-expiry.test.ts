import { describe, expect, it } from 'vitest';
import { createAppContext } from '@server/core/hr/context';
import { HttpFailure } from '@server/core/hr/errors';
import type { Clock } from '@server/core/storage/store';
import { createMemoryRepository } from '@server/memory/repository';
import { smallFixture, TEST_ACTOR } from '../fake-backend/small-fixture';

/** A clock the test moves: a reopened month closes again by itself when the backend's clock passes its end. */
function movableClock(start: string) {
  let now = Date.parse(start);
  const clock: Clock = { today: () => new Date(now).toISOString().slice(0, 10), now: () => new Date(now).toISOString() };
  return { clock, advanceHours: (hours: number) => (now += hours * 3_600_000) };
}

const META = { createdAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-03-02T09:00:00.000Z', version: 1 };

describe('a reopened payroll month', () => {
  it('takes writes until its end, then is locked again without anyone closing it', async () => {
    const { clock, advanceHours } = movableClock('2026-03-16T10:00:00.000Z');
    const ctx = createAppContext(createMemoryRepository(smallFixture(), clock), clock).as(TEST_ACTOR);
    // Enterprise 1 (Effectif): its February closed, reopened for 24 hours from now.
    await ctx.transaction(async ({ db }) =>
      db.insert('payrollMonths', { id: 1, ...META, enterpriseId: 1, month: '2026-02', closedAt: '2026-03-02T09:00:00.000Z', closedBy: 'Claire Martin', reopenedUntil: '2026-03-17T10:00:00.000Z', reopenReason: 'Arrêt reçu en retard' }),
    );
    const attendance = (id: number, date: string) => ({ id, ...META, employeeId: 1, date, breakMinutes: 0, status: 'télétravail' as const, source: 'manual' as const, workedMinutes: 0 });
    const write = (id: number, date: string) => ctx.transaction(async ({ db }) => db.insert('attendance', attendance(id, date)));

    await expect(write(100, '2026-02-27')).resolves.toBeUndefined();
    advanceHours(23.9);
    await expect(write(101, '2026-02-26')).resolves.toBeUndefined();
    advanceHours(0.2);
    const refused = await write(102, '2026-02-25').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpFailure);
    expect(refused).toMatchObject({ status: 409, code: 'payrollClosed', params: { month: '2026-02', monthName: 'février 2026', enterprise: 'Effectif' } });
    // Another enterprise's February is not closed: its people are written.
    await expect(ctx.transaction(async ({ db }) => db.insert('attendance', { ...attendance(103, '2026-02-25'), employeeId: 4 }))).resolves.toBeUndefined();
  });
});

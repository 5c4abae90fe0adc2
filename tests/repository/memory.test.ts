import { describe, expect, it } from 'vitest';
import { FAKE_TOKEN } from '@mocks/config';
import { memoryTextStore } from '@mocks/db/users';
import { createFakeBackend } from '@mocks/fake-backend';
import type { HrRepository, HrWriter } from '@server/core/storage/repository';
import type { Clock } from '@server/core/storage/store';
import { rowKey } from '@server/core/storage/table-keys';
import { createMemoryRepository } from '@server/memory/repository';
import { smallFixture } from '../unit/fake-backend/small-fixture';
import { repositoryConformance } from './conformance';

repositoryConformance('memory', { open: async (tables, clock) => createMemoryRepository(tables, clock) });

const TODAY = '2026-03-16';
const clock: Clock = { today: () => TODAY, now: () => `${TODAY}T10:00:00.000Z` };
const API = 'http://memory.test/api';

/**
 * A repository where another process saves the row between this one's read and its write:
 * the first update of each transaction finds the stored version moved on.
 */
function withRivalProcess(repository: HrRepository): HrRepository {
  return {
    ...repository,
    transaction: (fn) =>
      repository.transaction((tx) => {
        const rival: HrWriter = {
          ...tx,
          async update(table, row, expectedVersion) {
            const stored = await tx.get(table, rowKey(table, row));
            if (stored && 'version' in stored) await tx.put(table, { ...stored, version: stored.version + 1 });
            return tx.update(table, row, expectedVersion);
          },
        };
        return fn(rival);
      }),
  };
}

async function send(repository: HrRepository, method: string, path: string, body?: unknown) {
  const app = createFakeBackend(
    { fakeDelayMs: 0, apiBaseUrl: API },
    { users: memoryTextStore(), hr: async () => ({ repository, clock, saved: async () => {}, reset: async () => {} }) },
  );
  const response = await app.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${FAKE_TOKEN}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the memory repository under the backend', () => {
  it('leaves nothing of a write refused half way (the closing of the previous assignment undone with it)', async () => {
    const repository = createMemoryRepository(smallFixture(), clock);
    // A new open principal assignment closes the open one first, then is refused: it starts before the hire date.
    const refused = await send(repository, 'POST', '/app/assignment', {
      employeeId: 1,
      positionId: 1,
      serviceId: 1,
      startDate: '2019-06-01',
      kind: 'principale',
    });
    expect(refused.status).toBe(400);
    expect(await repository.get('assignments', 1)).toEqual(smallFixture().assignments[0]);
    expect((await repository.where('assignments', 'employeeId', 1)).length).toBe(1);
  });

  it('answers 409 when another process saved the row between the read and the write', async () => {
    const repository = withRivalProcess(createMemoryRepository(smallFixture(), clock));
    const paris = await send(repository, 'GET', '/app/city/1');
    const { id: _id, createdAt: _c, updatedAt: _u, countryName: _n, countryNames: _ns, ...input } = paris.body;
    const answer = await send(repository, 'PUT', '/app/city/1', { ...input, region: 'Paris' });
    expect(answer.status).toBe(409);
    expect((await repository.get('cities', 1))?.region).toBe('Île-de-France');
  });
});

import { describe, expect, it } from 'vitest';
import { AREA_CASES } from './areas';
import { call, failure, list, useHrBackend } from './client';
import { SAMPLES, findIds } from './samples';

describe.each(AREA_CASES)('writing /app/$area', ({ area, change, removal }) => {
  useHrBackend();

  it(`creates, reads, updates, refuses a stale update, then ${removal === 'archive' ? 'archives' : 'deletes'}`, async () => {
    const input = SAMPLES[area](await findIds());
    const created = await call('POST', `/app/${area}`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ version: 1 });
    const path = `/app/${area}/${created.body.id}`;

    const read = await call('GET', path);
    expect(read).toEqual({ status: 200, body: created.body });

    const updated = await call('PUT', path, { ...input, ...change, version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ ...change, id: created.body.id, version: 2, createdAt: created.body.createdAt });

    const stale = await call('PUT', path, { ...input, version: 1 });
    expect(stale.status).toBe(409);
    expect(failure(stale).message).toMatch(/Quelqu'un d'autre a modifié .* rechargez/);
    expect((await call('GET', path)).body).toEqual(updated.body);

    const removed = await call('DELETE', path);
    if (removal === 'archive') {
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ status: 'left', exitDate: expect.any(String), version: 3 });
      expect((await call('GET', path)).body).toEqual(removed.body);
    } else {
      expect(removed.status).toBe(204);
      expect(failure(await call('GET', path))).toEqual({ message: expect.stringMatching(/n'existe pas/) });
    }
  });

});

const REFERENCED = AREA_CASES.flatMap(({ area, referencedBy }) => (referencedBy ? [{ area, referencedBy }] : []));

describe.each(REFERENCED)('deleting from /app/$area', ({ area, referencedBy }) => {
  useHrBackend();

  it('refuses to delete a record others still refer to, naming them (409)', async () => {
    const [holder] = (await list(referencedBy.area, { pageSize: 1 })).items;
    const path = `/app/${area}/${String(holder[referencedBy.field])}`;
    const answer = await call('DELETE', path);
    expect(answer.status).toBe(409);
    expect(failure(answer).message).toMatch(/a encore \d+ .*d'abord\.$/);
    expect((await call('GET', path)).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { AREA_CASES } from './areas';
import { ON_FAKE_BACKEND, call, failure, list, connectToServer, message, staleMessage } from './http';
import { SAMPLES, findIds } from './samples';

connectToServer();

describe.each(AREA_CASES)('writing /app/$area', ({ area, change, removal }) => {
  it(`creates, reads, updates, refuses a stale update (409), then ${removal === 'archive' ? 'archives' : 'deletes'}`, async () => {
    const input = SAMPLES[area](await findIds());
    const created = await call('POST', `/app/${area}`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), version: 1, createdAt: expect.any(String), updatedAt: expect.any(String) });
    const path = `/app/${area}/${created.body.id}`;

    const read = await call('GET', path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const updated = await call('PUT', path, { ...input, ...change, version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ ...change, id: created.body.id, version: 2, createdAt: created.body.createdAt });

    const stale = await call('PUT', path, { ...input, version: 1 });
    expect(stale.status).toBe(409);
    expect(failure(stale).message).toEqual(staleMessage());
    expect((await call('GET', path)).body).toEqual(updated.body);

    const removed = await call('DELETE', path);
    if (removal === 'archive') {
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ status: 'left', exitDate: expect.any(String), version: 3 });
      expect((await call('GET', path)).body).toEqual(removed.body);
    } else {
      expect(removed.status).toBe(204);
      const gone = await call('GET', path);
      expect(gone.status).toBe(404);
      expect(failure(gone).message).toEqual(message(/n'existe pas/));
      // The fake backend answers the message alone.
      if (ON_FAKE_BACKEND) expect(Object.keys(failure(gone))).toEqual(['message']);
    }
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await call('GET', `/app/${area}/987654321`)).status).toBe(404);
    expect((await call('PUT', `/app/${area}/987654321`, { version: 1 })).status).toBe(404);
    expect((await call('DELETE', `/app/${area}/987654321`)).status).toBe(404);
  });
});

const REFERENCED = AREA_CASES.flatMap(({ area, referencedBy }) => (referencedBy ? [{ area, referencedBy }] : []));

describe.each(REFERENCED)('deleting from /app/$area', ({ area, referencedBy }) => {
  it('refuses to delete a record others still refer to (409), and keeps it', async () => {
    const [holder] = (await list(referencedBy.area, { pageSize: 1 })).items;
    const path = `/app/${area}/${String(holder[referencedBy.field])}`;
    const before = await call('GET', path);
    const answer = await call('DELETE', path);
    expect(answer.status).toBe(409);
    expect(failure(answer).message).toEqual(message(/a encore \d+ .*d'abord\.$/));
    expect(await call('GET', path)).toMatchObject({ status: 200, body: before.body });
  });
});

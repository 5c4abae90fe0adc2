import { describe, expect, it } from 'vitest';
import { AREA_CASES } from './areas';
import { call, expectFieldError, connectToServer } from './http';
import { SAMPLES, findIds } from './samples';
import { newest, record } from './snapshot';

connectToServer();

describe.each(AREA_CASES)('/app/$area', ({ area, bad }) => {
  it('needs the bearer token on every call (401)', async () => {
    const answers = await Promise.all([
      call('GET', `/app/${area}`, undefined, { auth: false }),
      call('GET', `/app/${area}/1`, undefined, { auth: false }),
      call('POST', `/app/${area}`, SAMPLES[area](await findIds()), { auth: false }),
      call('PUT', `/app/${area}/1`, { version: 1 }, { auth: false }),
      call('DELETE', `/app/${area}/1`, undefined, { auth: false }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it('refuses a body that is not a JSON object (400), changing nothing', async () => {
    const before = await newest(area);
    for (const body of [[1, 2], 'texte', 42, null]) {
      const answer = await call('POST', `/app/${area}`, body);
      expect(answer.status).toBe(400);
    }
    expect(await newest(area)).toEqual(before);
  });

  it.each(bad.map((input) => [input.kind, input.field, input.code, input] as const))(
    'refuses %s (%s → %s) with 400 and its code, on create and on update, changing nothing',
    async (_kind, field, code, { patch }) => {
      const ids = await findIds();
      const before = await newest(area);
      expectFieldError(await call('POST', `/app/${area}`, patch(SAMPLES[area](ids))), field, code);
      expect(await newest(area)).toEqual(before);

      // The same input as an update of an existing record.
      const [existing] = before.items;
      const sample = SAMPLES[area](ids);
      const kept = await record(area, existing.id);
      expectFieldError(await call('PUT', `/app/${area}/${existing.id}`, { ...patch(sample), version: existing.version }), field, code);
      expect(await record(area, existing.id)).toEqual(kept);
    },
  );

  it('wants the version on an update (400 required), changing nothing', async () => {
    const { items } = await newest(area);
    const kept = await record(area, items[0].id);
    const { version: _version, ...withoutVersion } = { ...SAMPLES[area](await findIds()), version: undefined };
    expectFieldError(await call('PUT', `/app/${area}/${items[0].id}`, withoutVersion), 'version', 'required');
    expect(await record(area, items[0].id)).toEqual(kept);
  });
});

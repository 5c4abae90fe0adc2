import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_CASES } from '../areas';
import { call, connectToServer } from '../http';
import { SAMPLES, findIds } from '../samples';
import { newest } from '../snapshot';
import { RUNS, payloads, updatePayloads } from './payloads';

connectToServer();

describe.each(AREA_CASES.map(({ area }) => area))('random bodies to /app/%s', (area) => {
  it('POST never answers 5xx, and a refused create adds nothing', async () => {
    const sample = SAMPLES[area](await findIds());
    await fc.assert(
      fc.asyncProperty(payloads(sample), async (body) => {
        const before = await newest(area);
        const answer = await call('POST', `/app/${area}`, body);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await newest(area)).toEqual(before);
      }),
      RUNS,
    );
  }, 60_000);

  it('PUT never answers 5xx, and a refused update changes nothing', async () => {
    const sample = SAMPLES[area](await findIds());
    const [target] = (await newest(area)).items;
    const path = `/app/${area}/${target.id}`;
    let version = target.version;
    await fc.assert(
      fc.asyncProperty(updatePayloads(sample, () => version), async (body) => {
        const before = await call('GET', path);
        const answer = await call('PUT', path, body);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await call('GET', path)).toMatchObject({ status: before.status, body: before.body });
        else version = answer.body.version;
      }),
      RUNS,
    );
  }, 60_000);
});

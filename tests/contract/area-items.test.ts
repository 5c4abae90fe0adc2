import { describe, expect, it } from 'vitest';
import { AREA_CONTRACTS, areaItemSchema } from '@/contract/areas';
import { listPageSchema } from '@/contract/list';
import { HR_AREAS } from '@/domain/hr/areas';
import { call, connectToServer } from './http';

connectToServer();

describe('every area answers items of the shape its contract gives', () => {
  it.each(HR_AREAS.map((area) => [area] as const))('%s: a page of items is the row plus its resolved names', async (area) => {
    const answer = await call<unknown>('GET', `/app/${area}?pageSize=50`);
    expect(answer.status).toBe(200);
    const parsed = listPageSchema(areaItemSchema(area)).safeParse(answer.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  it.each(HR_AREAS.map((area) => [area] as const))('%s: every filter the contract declares is accepted, and a wrong value refused', async (area) => {
    for (const [name, spec] of Object.entries(AREA_CONTRACTS[area].filters)) {
      const wrong = spec.op === 'onOrAfter' || spec.op === 'onOrBefore' ? '2026-02-30' : 'pas-une-valeur';
      const refused = await call<{ errors?: Record<string, { code: string }> }>('GET', `/app/${area}?${name}=${wrong}`);
      expect(refused.status, `${area} ${name}=${wrong}`).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual([name]);
    }
  });
});

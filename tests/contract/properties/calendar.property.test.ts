import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, connectToServer, type Item } from '../http';
import { RUNS, payloads, randomValue, updatePayloads } from './payloads';

connectToServer();

const EVENT = { title: 'Réunion', start: '2026-06-10T09:30:00', end: '2026-06-10T11:00:00', allDay: false, category: 'réunion', serviceId: 1 };
const events = async () => (await call<Item[]>('GET', '/app/calendar')).body;

describe('random bodies to /app/calendar', () => {
  it('POST never answers 5xx, and a refused one adds nothing', async () => {
    await fc.assert(
      fc.asyncProperty(payloads(EVENT), async (body) => {
        const before = await events();
        const answer = await call('POST', '/app/calendar', body);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await events()).toEqual(before);
      }),
      RUNS,
    );
  }, 60_000);

  it('PUT (id in the body) never answers 5xx, and a refused one changes nothing', async () => {
    const target = await call<Item>('POST', '/app/calendar', EVENT);
    let version = target.body.version;
    await fc.assert(
      fc.asyncProperty(updatePayloads(EVENT, () => version), fc.boolean(), async (body, withId) => {
        const sent = withId && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, id: target.body.id } : body;
        const before = await events();
        const answer = await call<Item>('PUT', '/app/calendar', sent);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await events()).toEqual(before);
        else version = answer.body.version;
      }),
      RUNS,
    );
  }, 60_000);

  it('DELETE never answers 5xx, and a refused one removes nothing', async () => {
    const deletions = fc.oneof(
      randomValue.map((id) => ({ id })),
      fc.anything({ maxDepth: 2 }),
      fc.string().map((id) => ({ query: new URLSearchParams({ id }).toString() })),
    );
    const send = (body: unknown) =>
      typeof body === 'object' && body !== null && 'query' in body && typeof body.query === 'string'
        ? call('DELETE', `/app/calendar?${body.query}`)
        : call('DELETE', '/app/calendar', body);
    await fc.assert(
      fc.asyncProperty(deletions, async (body) => {
        const before = await events();
        const answer = await send(body);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (answer.status >= 400) expect(await events()).toEqual(before);
      }),
      RUNS,
    );
  }, 60_000);
});

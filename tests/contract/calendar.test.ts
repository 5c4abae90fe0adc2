import { describe, expect, it } from 'vitest';
import { call, expectFieldError, failure, connectToServer, type Item } from './http';

connectToServer();

const events = async () => {
  const answer = await call<Item[]>('GET', '/app/calendar');
  expect(answer.status).toBe(200);
  return answer.body;
};

const EVENT = { title: 'Réunion contrat', start: '2026-06-10T09:30:00', end: '2026-06-10T11:00:00', category: 'réunion' };

describe('/app/calendar', () => {
  it('lists the events, each with an id, by start', async () => {
    const list = await events();
    expect(list.length).toBeGreaterThan(0);
    for (const event of list) expect(event).toMatchObject({ id: expect.any(Number), title: expect.any(String), start: expect.any(String), version: expect.any(Number) });
  });

  it('adds, updates by the id in the body or the path, refuses a stale version, deletes by body, ?id= or path', async () => {
    const created = await call('POST', '/app/calendar', EVENT);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...EVENT, id: expect.any(Number), version: 1, allDay: false });
    expect(await events()).toContainEqual(created.body);

    const inBody = await call('PUT', '/app/calendar', { ...created.body, title: 'Réunion déplacée' });
    expect(inBody.status, JSON.stringify(inBody.body)).toBe(200);
    expect(inBody.body).toMatchObject({ id: created.body.id, title: 'Réunion déplacée', version: 2 });
    const inPath = await call('PUT', `/app/calendar/${created.body.id}`, { ...EVENT, version: 2 });
    expect(inPath.body).toMatchObject({ title: EVENT.title, version: 3 });
    const stale = await call('PUT', '/app/calendar', { ...EVENT, id: created.body.id, version: 1 });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/app/calendar/${created.body.id}`)).body).toEqual(inPath.body);

    const removed = await call('DELETE', '/app/calendar', { id: created.body.id });
    expect(removed.status).toBe(200);
    expect((await events()).some((event) => event.id === created.body.id)).toBe(false);
    expect((await call('DELETE', '/app/calendar', { id: created.body.id })).status).toBe(404);

    const second = await call('POST', '/app/calendar', { title: 'Séminaire', start: '2026-06-15', end: '2026-06-17' });
    expect(second.body).toMatchObject({ allDay: true });
    expect((await call('DELETE', `/app/calendar?id=${second.body.id}`)).status).toBe(200);
    const third = await call('POST', '/app/calendar', { title: 'Formation', start: '2026-06-18' });
    expect((await call('DELETE', `/app/calendar/${third.body.id}`)).status).toBe(200);
  });

  it.each([
    ['a missing title', { ...EVENT, title: undefined }, 'title', 'required'],
    ['an empty title', { ...EVENT, title: '  ' }, 'title', 'required'],
    ['a start that is not a date', { ...EVENT, start: 'demain' }, 'start', 'invalidDate'],
    ['a start on 30 February', { ...EVENT, start: '2026-02-30' }, 'start', 'invalidDate'],
    ['an end before the start', { ...EVENT, end: '2026-06-10T08:00:00' }, 'end', 'dateOrder'],
    ['an end date before a start date', { title: 'X', start: '2026-06-10', end: '2026-06-09' }, 'end', 'dateOrder'],
    ['a title of the wrong type', { ...EVENT, title: 12 }, 'title', 'invalidType'],
    ['a title too long', { ...EVENT, title: 'x'.repeat(201) }, 'title', 'tooLong'],
    ['an unknown service', { ...EVENT, serviceId: 987654 }, 'serviceId', 'unknownReference'],
  ])('refuses %s with 400 and its code, changing nothing', async (_what, body, field, code) => {
    const before = await events();
    expectFieldError(await call('POST', '/app/calendar', body), field, code);
    const [first] = before;
    expectFieldError(await call('PUT', '/app/calendar', { ...body, id: first.id, version: first.version }), field, code);
    expect(await events()).toEqual(before);
  });

  it('wants an id and a version to update, an id to delete', async () => {
    const before = await events();
    expectFieldError(await call('PUT', '/app/calendar', EVENT), 'id', 'required');
    expectFieldError(await call('PUT', '/app/calendar', { ...EVENT, id: before[0].id }), 'version', 'required');
    expectFieldError(await call('DELETE', '/app/calendar'), 'id', 'required');
    expectFieldError(await call('DELETE', '/app/calendar', { id: 'abc' }), 'id', 'invalidType');
    expect(failure(await call('DELETE', '/app/calendar/987654')).message).toEqual(expect.any(String));
    expect(await events()).toEqual(before);
  });

  it('needs the token', async () => {
    const calls = [
      call('GET', '/app/calendar', undefined, { auth: false }),
      call('POST', '/app/calendar', EVENT, { auth: false }),
      call('PUT', '/app/calendar', { ...EVENT, id: 1, version: 1 }, { auth: false }),
      call('DELETE', '/app/calendar', { id: 1 }, { auth: false }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });
});

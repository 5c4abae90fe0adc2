import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, signInAsAdmin } from './app';
import { open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

interface Answer {
  status: number;
  body: unknown;
}

/** A call to the fake backend from inside the page, as the app makes them (the worker answers). */
function call(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: 'Bearer fake-jwt-token', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

const itemsOf = (answer: Answer) => (answer.body as { items: { id: number; name?: string; code?: string }[] }).items;

describe('the fake backend in the browser', () => {
  test('keeps a write in IndexedDB: the tab closes, a new one signs in and finds it; a reset restores the seed', async () => {
    const { context, page } = browser();
    await signInAsAdmin(page);
    const [france] = itemsOf(await call(page, 'GET', '/app/country?q=france&pageSize=1'));
    expect(france?.code).toBe('FR');

    const created = await call(page, 'POST', '/app/city', { name: 'Saint-Flour', postalCode: '15100', countryId: france.id });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    const refused = await call(page, 'POST', '/app/city', { name: '', countryId: france.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { name: { code: 'required' } } });

    // The tab closes; in a new one, the admin (still signed in) logs out and signs in again.
    await page.close();
    const again = await context.newPage();
    await open(again, '/');
    await openUserMenu(again);
    await chooseInUserMenu(again, 'Log out');
    await waitForPath(again, '/before-auth');
    await signInAsAdmin(again);
    expect(await call(again, 'GET', `/app/city/${id}`)).toMatchObject({ status: 200, body: { name: 'Saint-Flour' } });
    const found = itemsOf(await call(again, 'GET', '/app/city?q=saint%20flour'));
    expect(found.map((city) => city.id)).toContain(id);

    expect((await call(again, 'POST', '/app/reset')).status).toBe(204);
    expect((await call(again, 'GET', `/app/city/${id}`)).status).toBe(404);
  });
});

import type { Page } from 'playwright-core';

/**
 * The browser's fake backend keeps how its demo data was generated beside the data, in
 * IndexedDB (mocks/db/browser-hr-store.ts: meta 'seedOptions' of the database
 * 'effectif-fake-backend', mocks/db/indexeddb.ts), and /app/reset puts back what those options
 * generate. So a bigger company is: open the tables once (the default seed), ask for more
 * employees in the options, load the page again (the store reads them), and reset.
 */
const DATABASE = 'effectif-fake-backend';
const META_STORE = 'meta';
const SEED_OPTIONS = 'seedOptions';

/** A call to the contract from inside the page, as the app makes them (the worker answers). */
export async function callBackend(page: Page, method: string, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(`/api${path}`, { method, headers: { Authorization: 'Bearer fake-jwt-token' } });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path },
  );
}

async function expectStatus(page: Page, method: string, path: string, expected: number): Promise<unknown> {
  const { status, body } = await callBackend(page, method, path);
  if (status !== expected) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** The employee count of the fake backend. */
export async function employeeTotal(page: Page): Promise<number> {
  const body = (await expectStatus(page, 'GET', '/app/employee?pageSize=1', 200)) as { total: number };
  return body.total;
}

/**
 * Makes the signed-in page's fake backend hold `employees` employees (same seed, same day);
 * resolves with the milliseconds the reset took (generation and saving, in the page).
 * `reopen` loads the page again, at a page that calls the backend through the app: the app
 * starts the fake backend's worker with its first call, and only then does it answer fetch().
 */
export async function seedEmployees(page: Page, employees: number, reopen: () => Promise<void>): Promise<number> {
  await employeeTotal(page);
  await page.evaluate(
    async ({ database, store, key, employees }) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const db = await done(indexedDB.open(database));
      const saved = (await done(db.transaction(store).objectStore(store).get(key))) as Record<string, unknown> | undefined;
      if (!saved) throw new Error(`No ${key} in ${database}: the fake backend stores its seed elsewhere now`);
      await done(db.transaction(store, 'readwrite').objectStore(store).put({ ...saved, employees }, key));
      db.close();
    },
    { database: DATABASE, store: META_STORE, key: SEED_OPTIONS, employees },
  );
  await reopen();
  const started = Date.now();
  await expectStatus(page, 'POST', '/app/reset', 204);
  const took = Date.now() - started;
  const total = await employeeTotal(page);
  if (total < employees) throw new Error(`The fake backend holds ${total} employees after the reset, not ${employees}`);
  return took;
}

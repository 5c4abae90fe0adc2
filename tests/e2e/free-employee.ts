import type { Page } from 'playwright-core';

/** The fake backend's bearer token (mocks/config.ts): every signed-in session sends it. */
export const FAKE_TOKEN = 'fake-jwt-token';
/** The employee the demo administrator is (mocks/fixtures/admin-employee.ts): nobody decides their own request. */
const ADMIN_EMPLOYEE_ID = 1;

export interface FreeEmployee {
  employeeId: number;
  /** As the employee picker offers them: "Name (EMP-000123)". */
  label: string;
  name: string;
}

/**
 * Asks the fake backend (as the app does, with its token) for an active employee other than
 * the signed-in administrator, outside Alsace-Moselle, with at least `days` of paid leave left
 * and nothing planned from `from` to `to`: a request of theirs is the administrator's to decide.
 */
export function freeEmployee(page: Page, from: string, to: string, days: number): Promise<FreeEmployee | null> {
  return page.evaluate(
    async ({ token, from, to, days, admin }) => {
      const get = async (path: string) => (await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
      const balances = await get('/app/leave_balance?status=active&pageSize=100&sort=id');
      for (const row of balances.items) {
        if (row.employeeId === admin || row.alsaceMoselle || row.available < days) continue;
        const span = `employeeId=${row.employeeId}&from=${from}&to=${to}&pageSize=1`;
        const [leaves, missions] = await Promise.all([get(`/app/leave?${span}`), get(`/app/mission?${span}`)]);
        if (leaves.total + missions.total === 0) return { employeeId: row.employeeId, label: `${row.employeeName} (${row.matricule})`, name: row.employeeName };
      }
      return null;
    },
    { token: FAKE_TOKEN, from, to, days, admin: ADMIN_EMPLOYEE_ID },
  );
}

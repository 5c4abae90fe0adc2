import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU } from '@/features/layout';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';
import { bodyRows, columnTexts, findRange, listTable } from './list-helpers';

resetHrBackend({ before: 'all' });

afterEach(async () => {
  await switchLanguage('en');
});

const ENGLISH: Record<string, string> = {
  employee: 'Employees',
  assignment: 'Assignments',
  attendance: 'Attendance',
  position: 'Positions',
  leave: 'Leave',
  mission: 'Missions',
  projet: 'Projects',
  salary: 'Salary',
  city: 'City',
  country: 'Country',
  enterprise: 'Enterprises',
  direction: 'Directions',
  department: 'Departments',
  service: 'Services',
};

describe('each area of the menu', () => {
  it.each(MENU.map((entry) => [entry.area, entry.path] as const))('%s opens its list with the total', async (area, path) => {
    const page = await list(area, { pageSize: 20 });
    renderApp({ route: path, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: ENGLISH[area], level: 1 })).toBeInTheDocument();
    // fr-FR numbers whatever the language (62 614); the matcher sees spaces as plain ones.
    const total = new Intl.NumberFormat('fr-FR').format(page.total).replace(/\s/g, ' ');
    await findRange(`1–${Math.min(20, page.total)} of ${total}`);
    expect(bodyRows(listTable(ENGLISH[area]))).toHaveLength(Math.min(20, page.total));
  });
});

describe('names and formats', () => {
  it("shows a city's country in the user's language and sorts by it", async () => {
    await switchLanguage('sp');
    const { user, location } = renderApp({ route: '/app/effectif/city?q=abidjan', preloadedState: signedIn() });
    await findRange('1–1 de 1');
    expect(columnTexts(listTable('Ciudad'), 'País')).toEqual(['Costa de Marfil']);
    await user.clear(screen.getByRole('searchbox'));
    const cities = await list('city', { pageSize: 1 });
    await findRange(`1–20 de ${cities.total}`);
    expect(location()).toBe('/app/effectif/city');
    await user.click(screen.getByRole('button', { name: 'País' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/city?sort=countryName'));
    const expected = (await list('city', { sort: 'countryNames.sp', pageSize: 20 })).items.map(
      (item) => (item.countryNames as Record<string, string>).sp,
    );
    await waitFor(() => expect(columnTexts(listTable('Ciudad'), 'País')).toEqual(expected));
  });

  it('shows dates as dd/mm/yyyy and amounts in euros, fr-FR', async () => {
    const page = await list('salary', { pageSize: 20 });
    const expected = page.items[0];
    renderApp({ route: '/app/effectif/salary', preloadedState: signedIn() });
    await findRange(`1–20 of ${page.total}`);
    const table = listTable('Salary');
    const [year, month, day] = String(expected.effectiveDate).split('-');
    expect(columnTexts(table, 'Effective date')[0]).toBe(`${day}/${month}/${year}`);
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      Number(expected.baseMonthlyGrossCents) / 100,
    );
    expect(columnTexts(table, 'Base monthly gross')[0]).toBe(euros);
    expect(euros).toMatch(/^\d[\d\s\u202f]*,\d{2}\s€$/);
  });
});

describe('history', () => {
  it('goes back and forward through the list pages it showed', async () => {
    const { user, router, location } = renderApp({ route: '/app/effectif/country', preloadedState: signedIn() });
    await findRange('1–20 of 250');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await findRange('21–40 of 250');
    await user.selectOptions(screen.getByLabelText('Active'), 'false');
    await waitFor(() => expect(location()).toBe('/app/effectif/country?active=false'));
    await router.navigate(-1);
    await findRange('21–40 of 250');
    expect(location()).toBe('/app/effectif/country?page=2');
    expect(screen.getByLabelText('Active')).toHaveValue('');
    await router.navigate(-1);
    await findRange('1–20 of 250');
    expect(within(listTable('Country')).getAllByRole('columnheader')).toHaveLength(3);
  });
});

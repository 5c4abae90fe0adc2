import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before the file's tests.
import { call, list, useHrBackend as resetHrBackend, type Item } from '../../unit/fake-backend/client';

resetHrBackend({ before: 'all' });

type Names = Record<string, string>;

/** A country whose English name is not its French one (so the test can tell them apart). */
const translated = (country: Item) => {
  const names = country.names as Names;
  return names.en !== names.fr;
};

async function countryOf(id: unknown): Promise<Item> {
  return (await call('GET', `/app/country/${String(id)}`)).body;
}

/** A field's value on a record page, found by its label. */
const valueOf = (label: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

// The lists already name countries in the user's language; the record pages and pickers must too.
describe('countries named in the user’s language (English here)', { timeout: 45_000 }, () => {
  it('on a city’s page and in its form’s country picker', async () => {
    const { items: cities } = await list('city', { pageSize: 200 });
    let city: Item | undefined;
    let country: Item | undefined;
    for (const candidate of cities) {
      const found = await countryOf(candidate.countryId);
      if (translated(found)) [city, country] = [candidate, found];
      if (city) break;
    }
    if (!city || !country) throw new Error('no city outside an English-named country');
    const { en, fr } = country.names as Names;

    const { user } = renderApp({ route: `/app/effectif/city/${city.id}`, preloadedState: signedIn() });
    await screen.findByRole('heading', { level: 2 }, { timeout: 12_000 });
    expect(valueOf('Country')).toBe(en);
    expect(screen.queryByText(fr)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('combobox', { name: /^Country/ }, { timeout: 12_000 })).toHaveValue(en);
  });

  it('as an employee’s nationality, on the page and in the form', async () => {
    const { items: employees } = await list('employee', { pageSize: 200 });
    let employee: Item | undefined;
    let country: Item | undefined;
    for (const candidate of employees.filter((item) => item.nationalityCountryId !== undefined)) {
      const found = await countryOf(candidate.nationalityCountryId);
      if (translated(found)) [employee, country] = [candidate, found];
      if (employee) break;
    }
    if (!employee || !country) throw new Error('no employee of a nationality named differently in English');
    const { en } = country.names as Names;

    const { user } = renderApp({ route: `/effectif/employee/${employee.id}`, preloadedState: signedIn() });
    await screen.findByRole('heading', { level: 2, name: new RegExp(String(employee.lastName)) }, { timeout: 12_000 });
    await within(await screen.findByRole('tabpanel')).findByText(en, {}, { timeout: 5000 });
    expect(valueOf('Nationality')).toBe(en);

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('combobox', { name: /^Nationality/ }, { timeout: 12_000 })).toHaveValue(en);
  });
});

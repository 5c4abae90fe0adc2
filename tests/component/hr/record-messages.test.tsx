import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HrRecord } from '@/api';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

afterEach(async () => {
  await switchLanguage('en');
});

async function newUnit(area: 'direction' | 'department', name: string, parent: Record<string, number>) {
  const created = await call<HrRecord>('POST', `/app/${area}`, { code: `T-${area.toUpperCase().slice(0, 4)}`, name, ...parent });
  expect(created.status).toBe(201);
  return created.body;
}

describe('what a write tells the user', { timeout: 30_000 }, () => {
  it('says "created" for a new record and "saved" for an edit, naming it', async () => {
    const { user } = renderApp({ route: '/app/effectif/city/new', preloadedState: signedIn() });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }), 'Saint-Véran');
    await user.type(screen.getByLabelText(/^Postcode/, { selector: 'input' }), '05350');
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.click(country);
    await user.type(country, 'Fran');
    await user.click(await screen.findByRole('option', { name: 'France' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Saint-Véran 05350” created.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/saved/)).toBeNull();
    await screen.findByRole('heading', { name: 'Saint-Véran 05350' }, { timeout: 15_000 });

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Ceillac');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes to “Ceillac 05350” saved.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('in French, the delete question and its toast agree with the noun: « … » sera supprimée', async () => {
    const [enterprise] = (await list('enterprise', { pageSize: 1 })).items;
    const direction = await newUnit('direction', 'Direction Commerciale Export', { enterpriseId: Number(enterprise.id) });
    const department = await newUnit('department', 'Export Afrique', { directionId: Number(direction.id) });
    await switchLanguage('fr');

    const first = renderApp({ route: `/app/effectif/department/${department.id}`, preloadedState: signedIn() });
    await first.user.click(await screen.findByRole('button', { name: 'Supprimer' }, { timeout: 15_000 }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer cette fiche ?' })).toHaveTextContent(
      '« Export Afrique » sera supprimé définitivement.',
    );
    await first.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('« Export Afrique » supprimé.', {}, { timeout: 15_000 })).toBeInTheDocument();
    first.unmount();

    const { user } = renderApp({ route: `/app/effectif/direction/${direction.id}`, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette fiche ?' });
    expect(dialog).toHaveTextContent('« Direction Commerciale Export » sera supprimée définitivement.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('« Direction Commerciale Export » supprimée.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("shows a refused choice's error beside its field, with the field's list of choices closed over it", async () => {
    const { user } = renderApp({ route: '/app/effectif/mission/new', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 }));
    const employee = screen.getByRole('combobox', { name: /^Employee/ });
    await waitFor(() => expect(employee).toHaveFocus());
    expect(employee).toHaveAttribute('aria-expanded', 'false');
    expect(employee).toHaveAccessibleDescription('This field is required.');
  });
});

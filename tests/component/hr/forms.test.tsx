import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const CITIES = '/app/effectif/city';

/** The message shown beside a field (its description), found from the field's label. */
const messageOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function pickOption(user: ReturnType<typeof renderApp>['user'], label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await user.click(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 15_000 }));
}

describe('the record forms', { timeout: 30_000 }, () => {
  it('checks the values with the domain schema before sending anything', async () => {
    const { user } = renderApp({ route: `${CITIES}/new`, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the highlighted fields before saving (2).')).toBeInTheDocument();
    expect(messageOf('Name')).toBe('This field is required.');
    expect(messageOf('Country')).toBe('This field is required.');
    expect(screen.getByLabelText('Name', { exact: false, selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a typed amount or number cannot be read, beside its field', async () => {
    const { user } = renderApp({ route: '/app/effectif/position/new', preloadedState: signedIn() });
    await user.type(await screen.findByLabelText(/^Min\. monthly gross/, { selector: 'input' }), 'douze');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Min. monthly gross')).toBe('This value has the wrong format.'));
  });

  it('says beside the field that a pasted control character is not allowed', async () => {
    const { user } = renderApp({ route: `${CITIES}/new`, preloadedState: signedIn() });
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    await user.click(name);
    // A name pasted from another system, with an invisible character in it.
    await user.paste('Mul\u0007house');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Name')).toBe('This text contains a character that is not allowed (a control or invisible character): remove it.'));
  });

  it('shows the server refusal beside the field it names, translated from its code', async () => {
    const [city] = (await list('city', { pageSize: 1, sort: 'name' })).items;
    const { user } = renderApp({ route: `${CITIES}/new`, preloadedState: signedIn() });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }), String(city.name));
    if (city.postalCode) await user.type(screen.getByLabelText(/^Postcode/, { selector: 'input' }), String(city.postalCode));
    const country = await call('GET', `/app/country/${String(city.countryId)}`);
    const countryName = (country.body.names as Record<string, string>).en;
    await pickOption(user, 'Country', countryName.slice(0, 5), countryName);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf('Name')).toBe('This value is already in use.'), { timeout: 15_000 });
  });

  it('creates a record and opens its page, then edits it, each page showing what the save answered', async () => {
    // The record pages asked for (GET /app/city/{id}); the save's answer makes them needless.
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && /\/app\/city\/\d+$/.test(new URL(request.url).pathname)) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    const { user, location } = renderApp({ route: `${CITIES}/new`, preloadedState: signedIn() });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }), 'Saint-Étienne-de-Tinée');
    await user.type(screen.getByLabelText(/^Postcode/, { selector: 'input' }), '06660');
    await pickOption(user, 'Country', 'Fran', 'France');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Saint-Étienne-de-Tinée 06660' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location()).toMatch(/^\/app\/effectif\/city\/\d+$/);
    expect(screen.getByText('France')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    expect(name).toHaveValue('Saint-Étienne-de-Tinée');
    await user.clear(name);
    await user.type(name, 'Isola');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Isola 06660' }, { timeout: 15_000 })).toBeInTheDocument();
    server.events.removeListener('request:start', listen);
    // Only the edit page asked for the record; the two record pages showed the saves' answers.
    expect(asked).toHaveLength(1);
  });

  it('explains a stale edit and reloads the record to redo it', async () => {
    const [city] = (await list('city', { pageSize: 1 })).items;
    const { user } = renderApp({ route: `${CITIES}/${city.id}/edit`, preloadedState: signedIn() });
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    // Someone else saves the city meanwhile.
    const { id: _id, version, ...rest } = city;
    expect((await call('PUT', `/app/city/${city.id}`, { ...rest, version, name: 'Changée ailleurs' })).status).toBe(200);
    await user.clear(name);
    await user.type(name, 'Mon changement');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Someone changed this record while you were editing it.');
    // Save is at the bottom of the form, the alert at its top: it is brought into view.
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'Reload the record' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/, { selector: 'input' })).toHaveValue('Changée ailleurs'), { timeout: 15_000 });
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user, location } = renderApp({ route: `${CITIES}/new`, preloadedState: signedIn() });
    await user.type(await screen.findByLabelText(/^Name/, { selector: 'input' }), 'Brouillon');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe(`${CITIES}/new`);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toBe(CITIES));
  });

  it('deletes after asking, or says why it cannot', async () => {
    const [referred] = (await list('country', { q: 'France' })).items;
    const { user } = renderApp({ route: `/app/effectif/country/${referred.id}`, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(/ville|cities|employ/i);
  });
});

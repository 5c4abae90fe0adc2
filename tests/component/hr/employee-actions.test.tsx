import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIF, PNG } from '../../contract/images';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';
import { TEST_TODAY } from '@mocks/node';

resetHrBackend();

const EMPLOYEES = '/effectif/employee';
const SLOW = { timeout: 20_000 };

const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const photoInput = () => screen.getByLabelText<HTMLInputElement>('Photo file');
const choose = (file: File) => fireEvent.change(photoInput(), { target: { files: [file] } });

/** The message shown beside a field (its description), found from the field's label. */
const messageOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input, select, textarea' });
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe("the employee's photo", { timeout: 45_000 }, () => {
  it('refuses a 3 MB PNG and a GIF before sending them, then uploads a small PNG that shows at once', async () => {
    renderApp({ route: `${EMPLOYEES}/5`, preloadedState: signedIn() });
    const change = await screen.findByRole('button', { name: 'Change the photo' }, SLOW);
    const before = (await call('GET', '/app/employee/5')).body;

    choose(fileOf(PNG(3 * 1024 * 1024), 'grande.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file weighs 3 MB: the photo must be 2 MB at most.');
    choose(fileOf(GIF(2048), 'anime.gif', 'image/gif'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG or WebP image.'));
    // Nothing was sent.
    expect((await call('GET', '/app/employee/5')).body.version).toBe(before.version);

    choose(fileOf(PNG(4096), 'moi.png', 'image/png'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('Photo updated.', {}, SLOW)).toBeInTheDocument();
    const after = (await call('GET', '/app/employee/5')).body;
    expect(after.nameFile).toMatch(/^upload-5-\d+\.png$/);
    const card = screen.getByRole('region', { name: 'Employee file' });
    // The avatar is decorative (alt=""): found by its tag.
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining(String(after.nameFile))), SLOW);
    expect(change).toBeEnabled();
  });

  it("tells the server's refusal: a file named PNG that is not one", async () => {
    renderApp({ route: `${EMPLOYEES}/5`, preloadedState: signedIn() });
    await screen.findByRole('button', { name: 'Change the photo' }, SLOW);
    choose(fileOf(GIF(2048), 'deguise.png', 'image/png'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This file is not a JPEG, PNG or WebP image.');
  });
});

describe('the work e-mail, checked as it is typed', { timeout: 45_000 }, () => {
  it("says who already uses an address, but not of the employee's own", async () => {
    const { user } = renderApp({ route: `${EMPLOYEES}/2/edit`, preloadedState: signedIn() });
    const email = await screen.findByLabelText(/^Work email/, { selector: 'input' }, SLOW);
    await user.clear(email);
    await user.type(email, 'claire.martin@effectif.fr');
    await waitFor(() => expect(messageOf('Work email')).toBe('This address is already used by Claire Martin.'), SLOW);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'nadia.lamy@effectif.fr');
    // Her own address: nothing to say once the check has answered.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(messageOf('Work email')).toBe('');
    await user.clear(email);
    await user.type(email, 'personne.inconnue@effectif.fr');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(messageOf('Work email')).toBe('');
  });
});

describe('leaving the company', { timeout: 45_000 }, () => {
  it('asks the exit date (today by default) and the reason, then archives the employee with both', async () => {
    const { user } = renderApp({ route: `${EMPLOYEES}/6`, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Leaving the company' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Leaving the company' });
    expect(within(dialog).getByLabelText(/^Exit date/)).toHaveValue(today());
    await user.click(within(dialog).getByRole('button', { name: 'Record the exit' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^Reason for leaving/), 'Resignation');
    await user.click(within(dialog).getByRole('button', { name: 'Record the exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('button', { name: 'Leaving the company' })).not.toBeInTheDocument();

    const stored = (await call('GET', '/app/employee/6')).body;
    expect(stored).toMatchObject({ status: 'left', exitDate: today(), exitReason: 'démission' });
    // The tests' backend lives on TEST_TODAY: an exit dated on the real today is still ahead there,
    // and the page says where the employee stands on the backend's day.
    const ahead = today() > TEST_TODAY;
    expect(screen.getByRole('region', { name: 'Employee file' })).toHaveTextContent(ahead ? /Status\s*Active/ : 'Left');
    const listed = await list('employee', { status: ahead ? 'active' : 'left', q: String(stored.matricule) });
    expect(listed.items.map((item) => item.id)).toEqual([6]);
    if (ahead) expect(screen.getByTestId('leaving-on')).toHaveTextContent(`Leaving on ${today().split('-').reverse().join('/')}`);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_CODE_LENGTH, PASSWORD_RESET_RESEND_MS } from '@/domain/credentials';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { renderApp } from '../helpers/app';
import { API, outbox, server } from '../helpers/server';

const NEW_PASSWORD = 'Une phrase assez longue';
const RESET_PATH = '/auth/password-reset';
const RULE = 'At least 12 characters: a sentence you can remember is a good choice.';

type User = ReturnType<typeof renderApp>['user'];

/** The code of the last message the fake backend mailed to `email`. */
function mailedCode(email: string): string {
  const body = outbox.filter((mail) => mail.recipient === email).at(-1)?.body ?? '';
  const code = new RegExp(`\\d{${PASSWORD_RESET_CODE_LENGTH}}`).exec(body)?.[0];
  if (!code) throw new Error(`no reset code was mailed to ${email}`);
  return code;
}

/** Opens the reset page, asks a code for `email` and waits for the second step. */
async function requestCode(email: string) {
  const view = renderApp({ route: RESET_PATH });
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send the code' }));
  await screen.findByLabelText('Code received by email');
  return view;
}

async function fillSecondStep(user: User, code: string, password = NEW_PASSWORD, confirmation = password) {
  if (code) await user.type(screen.getByLabelText('Code received by email'), code);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set the new password' }));
}

/** The reset route answers `status` with the contract's error body. */
const resetAnswers = (status: number, body: Record<string, unknown>) =>
  server.use(http.post(`${API}/auth/password-reset`, () => HttpResponse.json(body, { status })));

afterEach(() => {
  vi.useRealTimers();
});

describe('a forgotten password, from the sign-in page', () => {
  it('is reached by a link of the sign-in form, which hands the address typed on', async () => {
    const { user, location } = renderApp({ route: '/auth', config: { demoAccount: DEMO_ACCOUNT } });
    const link = await screen.findByRole('link', { name: 'Forgot your password?' });
    // Reached from the keyboard: the form's fields, the submit button, then the link.
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(location()).toBe(RESET_PATH);
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email);
    expect(screen.getByText("Enter your account's email address: we will send it a code of 8 digits to choose a new password.")).toBeInTheDocument();
  });

  it('shows a wrong address beside its field and sends nothing', async () => {
    const sent = outbox.length;
    const { user } = renderApp({ route: RESET_PATH });
    await user.type(await screen.findByLabelText('Email'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Code received by email')).not.toBeInTheDocument();
    expect(outbox.length).toBe(sent);
  });

  it('says the same for an address without an account: a code went if an account exists', async () => {
    const sent = outbox.length;
    await requestCode('personne@effectif.fr');
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for personne@effectif.fr, a code has been sent to this address. It is valid for 15 minutes, once.',
    );
    expect(outbox.length).toBe(sent);
  });

  it('sets the new password with the mailed code, then signs in with it from the form, the address filled', async () => {
    const { user, location } = await requestCode(DEMO_ACCOUNT.email);
    expect(screen.getByRole('status')).toHaveTextContent(`If an account exists for ${DEMO_ACCOUNT.email}, a code has been sent to this address.`);
    expect(screen.getByText(RULE)).toBeInTheDocument();

    await fillSecondStep(user, mailedCode(DEMO_ACCOUNT.email));
    expect(await screen.findByText('Your password has been changed: sign in with it.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(await screen.findByLabelText('Username or email')).toHaveValue(DEMO_ACCOUNT.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("shows the form's own refusals beside their fields, the length rule beside the password, and sends nothing", async () => {
    const { user, store } = await requestCode('personne@effectif.fr');
    await fillSecondStep(user, '1234', 'court');
    expect(screen.getByText('Enter the 8 digits of the code received by email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code received by email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The new password needs at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(RULE));
    expect(store.getState().passwordReset.reset).toBe('idle');
  });

  it('shows a wrong code beside the code field, from the backend', async () => {
    const { user } = await requestCode('personne@effectif.fr');
    await fillSecondStep(user, '12345678');
    expect(await screen.findByText('This reset code is wrong, expired or already used: ask for a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code received by email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused new password beside its field', async () => {
    resetAnswers(400, { message: 'trop faible', code: 'auth.weakPassword', params: { min: '12' } });
    const { user } = await requestCode('personne@effectif.fr');
    await fillSecondStep(user, '12345678');
    expect(await screen.findByText('The new password must have at least 12 characters and differ from the current one.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['a locked address', 429, { message: 'bloqué', code: 'auth.locked', params: { minutes: '15' } }, 'Too many failed attempts for this address: it is locked for 15 minutes. Then ask for a new code.'],
    ['too many attempts', 429, { message: 'trop', code: 'auth.tooManyAttempts', params: { minutes: '1' } }, 'Too many sign-in attempts: try again in 1 minutes.'],
  ])('says what to do about %s, above the form', async (_case, status, body, text) => {
    resetAnswers(status, body);
    const { user } = await requestCode('personne@effectif.fr');
    await fillSecondStep(user, '12345678');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says when the server cannot be reached', async () => {
    server.use(http.post(`${API}/auth/password-reset/request`, () => HttpResponse.error()));
    const { user } = renderApp({ route: RESET_PATH });
    await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNT.email);
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
    expect(screen.queryByLabelText('Code received by email')).not.toBeInTheDocument();
  });

  it('sends the code again once a minute has passed, and only the new code works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { email } = DEMO_ROLE_ACCOUNTS[1];
    const { user, location } = await requestCode(email);
    const first = mailedCode(email);
    const resend = screen.getByRole('button', { name: 'Send the code again' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/^One code a minute at most: a new one can be sent in (60|59) s\.$/);

    vi.advanceTimersByTime(PASSWORD_RESET_RESEND_MS);
    await waitFor(() => expect(resend).toBeEnabled());
    expect(screen.queryByText(/a new one can be sent in/)).not.toBeInTheDocument();
    await user.click(resend);
    expect(await screen.findByText(`If an account exists for ${email}, a new code has been sent to this address: only the newest one works. It is valid for 15 minutes.`)).toBeInTheDocument();
    expect(resend).toBeDisabled();
    const second = mailedCode(email);
    expect(second).not.toBe(first);

    await fillSecondStep(user, second);
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(await screen.findByLabelText('Username or email')).toHaveValue(email);
  });
});

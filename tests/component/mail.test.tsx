import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MailMessage, MailPage } from '@/contract/mail';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { hrAdminUser, managerUser, signedIn } from '../helpers/users';

const MAIL = '/app/effectif/mail';
const table = () => screen.findByRole('table', { name: 'Mail' });
const rowOf = async (recipient: string) => (await within(await table()).findByText(recipient)).closest('tr')!;

const failed: MailMessage = {
  id: 7,
  recipient: 'nadia.lamy@effectif.fr',
  subject: 'Réinitialisez votre mot de passe Effectif',
  status: 'failed',
  attempts: 5,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-03-16T08:00:00.000Z',
};
const sent: MailMessage = { id: 6, recipient: 'claire.martin@effectif.fr', subject: 'Activez votre compte Effectif', status: 'sent', attempts: 1, createdAt: '2026-03-16T07:00:00.000Z', sentAt: '2026-03-16T07:00:02.000Z' };
const smtpPage = (items: MailMessage[]): MailPage => ({ items, total: items.length, page: 1, pageSize: 20, delivery: 'smtp' });

describe('the Mail page', { timeout: 30_000 }, () => {
  it('lists what the demo would have mailed, not sent, and says the demo mails nothing', async () => {
    await fetch(`${API}/auth/password-reset/request`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'employe@effectif.fr' }) });
    renderApp({ route: MAIL, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Mail', level: 1 })).toBeInTheDocument();
    const row = await rowOf('employe@effectif.fr');
    expect(within(row).getByText('Réinitialisez votre mot de passe Effectif')).toBeInTheDocument();
    expect(within(row).getByText('Not sent (demo)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('The demo sends no email');
  });

  it('shows a failed message with its tries and error, and sends it again', async () => {
    let resent = 0;
    server.use(
      http.get(`${API}/app/mail`, () => HttpResponse.json(smtpPage([failed, sent]))),
      http.post(`${API}/app/mail/7/resend`, () => {
        resent += 1;
        return HttpResponse.json({ ...failed, status: 'queued', attempts: 0, nextAttemptAt: '2026-03-16T09:00:00.000Z' });
      }),
    );
    const { user } = renderApp({ route: MAIL, preloadedState: signedIn(hrAdminUser) });
    const row = await rowOf(failed.recipient);
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(within(await rowOf(sent.recipient)).getByText('Sent')).toBeInTheDocument();
    expect(within(await rowOf(sent.recipient)).queryByRole('button')).toBeNull();
    // SMTP delivers: no notice about the outbox.
    expect(screen.queryByRole('note')).toBeNull();

    await user.click(within(row).getByRole('button', { name: `Send the message to ${failed.recipient} again` }));
    expect(await screen.findByText(`The message to ${failed.recipient} is queued again.`)).toBeInTheDocument();
    expect(resent).toBe(1);
    const queued = await rowOf(failed.recipient);
    expect(within(queued).getByText('Queued')).toBeInTheDocument();
    expect(within(queued).queryByRole('button')).toBeNull();
  });

  it('says why a message cannot be sent again', async () => {
    server.use(
      http.get(`${API}/app/mail`, () => HttpResponse.json(smtpPage([failed]))),
      http.post(`${API}/app/mail/7/resend`, () => HttpResponse.json({ message: 'Seul un message…', code: 'mailNotFailed' }, { status: 409 })),
    );
    const { user } = renderApp({ route: MAIL, preloadedState: signedIn() });
    await user.click(within(await rowOf(failed.recipient)).getByRole('button', { name: /Send the message/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a message whose sending failed can be sent again');
  });

  it('tells a server without SMTP that the mail waits in its outbox', async () => {
    server.use(http.get(`${API}/app/mail`, () => HttpResponse.json({ ...smtpPage([{ ...sent, status: 'queued', attempts: 0 }]), delivery: 'outbox' })));
    renderApp({ route: MAIL, preloadedState: signedIn() });
    await waitFor(() => expect(screen.getByRole('note')).toHaveTextContent('npm run outbox'));
    expect(within(await rowOf(sent.recipient)).getByText('Queued')).toBeInTheDocument();
  });

  it('is not for a manager', async () => {
    renderApp({ route: MAIL, preloadedState: signedIn(managerUser) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});

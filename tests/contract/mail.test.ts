import { describe, expect, it } from 'vitest';
import { mailPageSchema, type MailMessage, type MailPage } from '@/contract/mail';
import { call, connectToServer, failure, list } from './http';
import { HR, HR_ENTERPRISE, signInRoles } from './roles';

connectToServer();
signInRoles();

/**
 * The Mail page's calls (docs/contract.md, "Mail"): the messages the backend queued, newest
 * first, to Root every one and to an HR administrator those to the people of her enterprises;
 * "send again" only of a failed one. On the fake backend nothing is sent (`notSent`); a server
 * without SMTP_URL keeps them `queued` in its outbox.
 */

let counter = 0;
/** An inactive account created by Root, linked to an employee placed in `enterpriseId`: it is mailed its activation code. */
async function inactiveAccountIn(enterpriseId: number) {
  counter += 1;
  const email = `courrier.${counter}.${Date.now()}@contrat.test`;
  const { items } = await list('employee', { enterpriseId, status: 'active', pageSize: 1 });
  const created = await call('POST', '/user', { email, username: email.split('@')[0], password: 'Contrat-courrier-2026', employeeId: items[0].id, grants: [{ role: 'employee' }], active: false });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return email;
}

const mailPage = async (query = '', token?: string): Promise<MailPage> => {
  const answer = await call<MailPage>('GET', `/app/mail${query}`, undefined, token === undefined ? undefined : { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return mailPageSchema.parse(answer.body);
};
const messageTo = (page: MailPage, recipient: string): MailMessage | undefined => page.items.find((message) => message.recipient === recipient);

describe('the mail sent, as the Mail page reads it', () => {
  it('lists the activation mail of an account just created, newest first, without its body, in the shape the contract gives', async () => {
    const email = await inactiveAccountIn(HR_ENTERPRISE);
    const page = await mailPage('?pageSize=5');
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.items[0]).toMatchObject({ recipient: email, subject: 'Activez votre compte Effectif', attempts: expect.any(Number) });
    expect(page.delivery === 'demo' ? ['notSent'] : ['queued', 'sending', 'sent', 'failed']).toContain(page.items[0].status);
    expect(page.items[0]).not.toHaveProperty('body');
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect((await mailPage('?pageSize=1&page=2')).items[0]?.id).toBe(page.items[1]?.id);
  });

  it('shows an HR administrator the mail to the people of her enterprise, and no other', async () => {
    const hers = await inactiveAccountIn(HR_ENTERPRISE);
    const elsewhere = await inactiveAccountIn(1);
    const root = await mailPage('?pageSize=10');
    const seenByHr = await mailPage('?pageSize=200', HR.token);
    expect(messageTo(seenByHr, hers)).toBeDefined();
    expect(messageTo(seenByHr, elsewhere)).toBeUndefined();
    const outside = messageTo(root, elsewhere);
    expect(outside).toBeDefined();
    // Sending again one outside her reach: as if it did not exist.
    expect((await call('POST', `/app/mail/${outside!.id}/resend`, undefined, { token: HR.token })).status).toBe(404);
  });

  it('sends again only a failed message: a message on its way or not sent by the demo is refused with a reason', async () => {
    const email = await inactiveAccountIn(HR_ENTERPRISE);
    const page = await mailPage('?pageSize=5');
    const message = messageTo(page, email)!;
    const answer = await call('POST', `/app/mail/${message.id}/resend`);
    expect(answer.status).toBe(409);
    expect(failure(answer)).toMatchObject({ code: page.delivery === 'demo' ? 'mailNotSent' : 'mailNotFailed', message: expect.any(String) });
    expect((await call('POST', '/app/mail/999999999/resend')).status).toBe(404);
  });

  it('refuses a wrong page (400 naming it)', async () => {
    const answer = await call('GET', '/app/mail?page=0');
    expect(answer.status).toBe(400);
    expect(failure(answer).errors).toHaveProperty('page');
  });
});

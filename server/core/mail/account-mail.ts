import { PASSWORD_RESET_CODE_LIFETIME_MS } from '@/domain/credentials';
import { ACCOUNT_PAGES, activationPage } from '@/domain/notifications';
import { ownerOf } from '../access/area-reach';
import { linkTo, type NotificationLinks } from '../notify/deliver';
import { activationMessage, languageOf, resetCodeMessage, type Composed } from '../notify/message';
import type { QueuedMail } from '../storage/mail';
import type { Activation, NewStoredUser, StoredUser, UsersWriter } from '../storage/users';

/**
 * A message to an account, in its language (docs/domain.md, "Notifications"): whose it is, the
 * person the account is linked to (docs/roles.md). A security mail: never turned off.
 */
function toAccount(user: StoredUser, { subject, text, html }: Composed): QueuedMail {
  const owner = ownerOf('user', { employeeId: user.employee?.id });
  return { recipient: user.email, subject, body: text, html, ...(owner && { owner }) };
}

export const activationMail = (user: StoredUser, code: string, links: NotificationLinks): QueuedMail =>
  toAccount(user, activationMessage(languageOf(user), code, linkTo(links, activationPage(user.email))));

export const resetCodeMail = (user: StoredUser, code: string, links: NotificationLinks): QueuedMail =>
  toAccount(user, resetCodeMessage(languageOf(user), code, PASSWORD_RESET_CODE_LIFETIME_MS / 60_000, linkTo(links, ACCOUNT_PAGES.passwordReset)));

/** Stores a new account; an inactive one is mailed its activation code, in the same transaction. */
export async function addAccount(tx: UsersWriter, account: NewStoredUser, activation: Activation, links: NotificationLinks): Promise<StoredUser> {
  const created = await tx.add(account, activation);
  if (!created.active) await tx.appendMail([activationMail(created, activation.code, links)]);
  return created;
}

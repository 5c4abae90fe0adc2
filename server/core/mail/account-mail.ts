import { PASSWORD_RESET_CODE_LIFETIME_MS } from '@/domain/credentials';
import { ownerOf } from '../access/area-reach';
import type { QueuedMail } from '../storage/mail';
import type { Activation, NewStoredUser, StoredUser, UsersWriter } from '../storage/users';

/** A message to an account: whose it is, the person the account is linked to (docs/roles.md). */
function toAccount(user: StoredUser, subject: string, body: string): QueuedMail {
  const owner = ownerOf('user', { employeeId: user.employee?.id });
  return { recipient: user.email, subject, body, ...(owner && { owner }) };
}

export const activationMail = (user: StoredUser, code: string): QueuedMail =>
  toAccount(user, 'Activez votre compte Effectif', `Votre code d'activation : ${code}`);

export const resetCodeMail = (user: StoredUser, code: string): QueuedMail =>
  toAccount(
    user,
    'Réinitialisez votre mot de passe Effectif',
    `Votre code de réinitialisation : ${code}. Il est valable ${PASSWORD_RESET_CODE_LIFETIME_MS / 60_000} minutes, une seule fois. Si vous n'avez rien demandé, ignorez ce message.`,
  );

/** Stores a new account; an inactive one is mailed its activation code, in the same transaction. */
export async function addAccount(tx: UsersWriter, account: NewStoredUser, activation: Activation): Promise<StoredUser> {
  const created = await tx.add(account, activation);
  if (!created.active) await tx.appendMail([activationMail(created, activation.code)]);
  return created;
}

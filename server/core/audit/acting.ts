import { PRIVATE_FIELDS, fieldChanges } from '@/domain/audit';
import type { StoredUser } from '@server/core/storage/users';
import type { Session } from '../ports';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure } from '../hr/errors';
import type { Actor, AuditNote } from './trail';

/** Who a signed-in call is, as the audit trail names them. */
export function authorOf(session: Session | undefined): Actor {
  // Bearer routes are refused without a session before their handler runs: this is a guard.
  if (!session) throw new HttpFailure(401, 'Unauthorised');
  return { userId: session.userId, name: session.name };
}

/** The holder of an account acting themselves (their own password, their registration), named as a session names them. */
export const holderOf = (user: StoredUser): Actor => ({ userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() });

/** The context of a signed-in call: its writes recorded in the audit trail under the caller's name. */
export const actingAs = (ctx: AppContext, session: Session | undefined): AppContext => ctx.as(authorOf(session));

/** Records entries that write no HR row (a reading of private data, an account, a reset), in a transaction of their own. */
export const recordNotes = (ctx: AppContext, actor: Actor, notes: readonly AuditNote[]): Promise<void> =>
  ctx.as(actor).transaction(async (tx) => notes.forEach((note) => tx.audit.note(note)));

/** Records the accounts created, changed (both given) or deleted, signed by `actor`. */
export const recordAccounts = async (
  backend: () => Promise<AppBackend>,
  actor: Actor,
  changes: readonly { before?: StoredUser; after?: StoredUser }[],
): Promise<void> => recordNotes((await backend()).ctx, actor, changes.map(({ before, after }) => accountNote(before, after)));

/** The entry of an account's creation (no `before`), change or deletion (no `after`): its secrets said changed, never shown. */
export function accountNote(before: StoredUser | undefined, after: StoredUser | undefined): AuditNote {
  const withoutId = (user: StoredUser | undefined) => user && Object.fromEntries(Object.entries(user).filter(([field]) => field !== 'id'));
  return {
    area: 'user',
    recordId: (after ?? before)?.id,
    action: !before ? 'create' : !after ? 'delete' : 'update',
    changes: fieldChanges(withoutId(before), withoutId(after), PRIVATE_FIELDS.users),
  };
}

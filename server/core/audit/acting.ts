import { PRIVATE_FIELDS, fieldChanges } from '@/domain/audit';
import type { AccountChange, StoredUser, UsersDb, UsersWriter } from '@server/core/storage/users';
import type { Session } from '../ports';
import { ownerOf } from '../access/area-reach';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure } from '../hr/errors';
import { mailingTransaction } from '../mail/committing';
import { signed, type Actor, type AuditNote } from './trail';

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

/**
 * Who signs the entries of accounts written: the signed-in actor, or each account's own
 * holder (`'holder'`: their registration, activation, password change or reset).
 */
export type AccountSigner = Actor | 'holder';

/**
 * Writes accounts all-or-nothing (`fn`, through `tx` only) and records each account written in
 * the audit trail, in the same transaction: a write that fails leaves no entry, and an entry
 * that cannot be kept undoes the write. The mail `fn` queues (`tx.appendMail`) is written with
 * them and delivered once they are committed.
 */
export async function writeAccounts<R>(
  users: UsersDb,
  backend: () => Promise<AppBackend>,
  signer: AccountSigner,
  fn: (tx: UsersWriter) => Promise<R>,
): Promise<R> {
  const { ctx, mail } = await backend();
  const { clock } = ctx;
  return mailingTransaction(mail, users, async (tx) => {
    const result = await fn(tx);
    const at = clock.now();
    const entries = accountsWritten(tx.changes()).flatMap(({ before, after }) => {
      const account = before ?? after;
      return account ? [signed(accountNote(before, after), signer === 'holder' ? holderOf(account) : signer, at)] : [];
    });
    if (entries.length > 0) await tx.appendAudit(entries);
    return result;
  });
}

/** Each account written once: from how the transaction found it to how it left it (created then removed: nothing). */
function accountsWritten(changes: readonly AccountChange[]): AccountChange[] {
  const byAccount = new Map<number, AccountChange>();
  for (const change of changes) {
    const id = (change.after ?? change.before)?.id;
    if (id === undefined) continue;
    const first = byAccount.get(id);
    byAccount.set(id, first ? { before: first.before, after: change.after } : change);
  }
  return [...byAccount.values()].filter(({ before, after }) => before ?? after);
}

/**
 * The entry of an account's creation (no `before`), change or deletion (no `after`): its
 * secrets said changed, never shown; about its linked employee, as it is left (docs/roles.md).
 */
export function accountNote(before: StoredUser | undefined, after: StoredUser | undefined): AuditNote {
  const withoutId = (user: StoredUser | undefined) => user && Object.fromEntries(Object.entries(user).filter(([field]) => field !== 'id'));
  const account = after ?? before;
  const owner = ownerOf('user', { employeeId: account?.employee?.id });
  return {
    area: 'user',
    recordId: account?.id,
    action: !before ? 'create' : !after ? 'delete' : 'update',
    changes: fieldChanges(withoutId(before), withoutId(after), PRIVATE_FIELDS.users),
    ...(owner && { owner }),
  };
}

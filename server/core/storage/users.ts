import type { Grant } from '@/domain/grants';
import type { LinkedEmployee } from '@/domain/user';
import type { NotificationSettings } from '@/contract/notifications';
import type { MailWriter } from './mail';
import type { NewAuditEntry } from './repository';

/** A user account as the backend keeps it. */
export interface StoredUser {
  id: number;
  email: string;
  username: string;
  /** What the password port made of the password: the password itself in fake mode, a hash on a server. */
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  /** What the account may do; absent on an account whose role name alone says it (Root). */
  grants?: Grant[];
  employee: LinkedEmployee | null;
  /** The code that activates the account, as the password port keeps it (a hash on a server). */
  activationCode: string;
  active: boolean;
  /** Quoted back by an update: a replaced version is refused (409). */
  version: number;
  /** Set on an account whose password was issued by the server (the seeded administrator): it must be changed at sign-in. */
  mustChangePassword?: boolean;
  /** The language of its notifications and the mails it turned off (absent: French, every mail). */
  notificationSettings?: NotificationSettings;
}

/** An account before it is stored: what the users store issues is left out. */
export type NewStoredUser = Omit<StoredUser, 'id' | 'activationCode' | 'version'>;

/** The code that activates a new account, sent to its address when it starts inactive; `kept` is what the password port makes of it. */
export interface Activation {
  code: string;
  kept: string;
}

/** A pending password-reset code of an account: one at a time, spent by its use. */
export interface ResetCode {
  /** The code as the password port keeps it (a hash on a server). */
  codeHash: string;
  /** ISO date-times. */
  issuedAt: string;
  expiresAt: string;
  /** Wrong codes tried against it so far. */
  attempts: number;
}

/** One account written by a transaction: as it found it (absent: created) and as it left it (absent: removed). */
export interface AccountChange {
  before?: StoredUser;
  after?: StoredUser;
}

/** Writes of accounts, inside `UsersDb.transaction`; its reads see them. */
export interface UsersWriter extends MailWriter {
  /** The account as the transaction sees it; it stays so for the others until the transaction ends. */
  byId(id: number): Promise<StoredUser | undefined>;
  /** Stores a new account, its id and first version issued here (its activation code is the core's to mail). */
  add(user: NewStoredUser, activation: Activation): Promise<StoredUser>;
  /** Changes an account and moves it to its next version: the account changed, undefined when there is none. */
  update(id: number, changes: Partial<Omit<StoredUser, 'id' | 'version'>>): Promise<StoredUser | undefined>;
  /** Deletes the account; false when there was none. */
  remove(id: number): Promise<boolean>;
  /** The account's pending reset code as the transaction sees it (read after `byId`, which holds the account, no other can change it meanwhile). */
  resetCode(id: number): Promise<ResetCode | undefined>;
  /** Keeps the account's reset code (replacing the one pending), or forgets it (undefined). */
  setResetCode(id: number, code: ResetCode | undefined): Promise<void>;
  /** The accounts written so far, in the order written (an account written twice appears twice). */
  changes(): readonly AccountChange[];
  /** Adds entries to the audit trail; kept only if the transaction commits, with its writes. */
  appendAudit(entries: readonly NewAuditEntry[]): Promise<void>;
}

/** Where accounts are kept: the port the user routes reach them through. */
export interface UsersDb {
  all(): Promise<StoredUser[]>;
  byEmail(email: string): Promise<StoredUser | undefined>;
  byId(id: number): Promise<StoredUser | undefined>;
  /** The account's pending password-reset code, if any. */
  resetCode(id: number): Promise<ResetCode | undefined>;
  /** Keeps the account's reset code (replacing the one pending), or forgets it (undefined): a write the trail does not record. */
  setResetCode(id: number, code: ResetCode | undefined): Promise<void>;
  /**
   * Runs `fn` all-or-nothing: its account writes and the audit entries it appends are kept
   * together when it resolves, and none of them when it throws (the error goes on). Accounts
   * are written in transactions only, which do not see each other's writes before they end.
   * `fn` writes through `tx` only: it reads nothing else of the storage (the HR tables, the
   * sessions) while the transaction holds it.
   */
  transaction<R>(fn: (tx: UsersWriter) => Promise<R>): Promise<R>;
}

/** How passwords are kept: the fake mode keeps them as typed, a server hashes them. */
export interface PasswordPort {
  /** What to store for a password. */
  hash(password: string): Promise<string>;
  /** Whether a typed password matches what was stored. */
  verify(stored: string, password: string): Promise<boolean>;
}

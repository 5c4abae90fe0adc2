import type { Grant } from '@/domain/grants';
import type { LinkedEmployee } from '@/domain/user';

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
}

/** An account before it is stored: what the users store issues is left out. */
export type NewStoredUser = Omit<StoredUser, 'id' | 'activationCode' | 'version'>;

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

/** Where accounts are kept: the port the user routes reach them through. */
export interface UsersDb {
  all(): Promise<StoredUser[]>;
  byEmail(email: string): Promise<StoredUser | undefined>;
  byId(id: number): Promise<StoredUser | undefined>;
  /** Stores a new account; its id, activation code and first version are issued here. */
  add(user: NewStoredUser): Promise<StoredUser>;
  /** Changes an account and moves it to its next version. */
  update(id: number, changes: Partial<Omit<StoredUser, 'id' | 'version'>>): Promise<void>;
  remove(id: number): Promise<boolean>;
  /** The account's pending password-reset code, if any. */
  resetCode(id: number): Promise<ResetCode | undefined>;
  /** Keeps the account's reset code (replacing the one pending), or forgets it (undefined). */
  setResetCode(id: number, code: ResetCode | undefined): Promise<void>;
}

/** How passwords are kept: the fake mode keeps them as typed, a server hashes them. */
export interface PasswordPort {
  /** What to store for a password. */
  hash(password: string): Promise<string>;
  /** Whether a typed password matches what was stored. */
  verify(stored: string, password: string): Promise<boolean>;
}

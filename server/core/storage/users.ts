import type { LinkedEmployee } from '@/domain/user';

/** A user account as the backend keeps it. */
export interface StoredUser {
  id: number;
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  employee: LinkedEmployee | null;
  activationCode: string;
  active: boolean;
  /** Quoted back by an update: a replaced version is refused (409). */
  version: number;
}

/** An account before it is stored: what the users store issues is left out. */
export type NewStoredUser = Omit<StoredUser, 'id' | 'activationCode' | 'version'>;

/** Where accounts are kept: the port the user routes reach them through. */
export interface UsersDb {
  all(): StoredUser[];
  byEmail(email: string): StoredUser | undefined;
  byId(id: number): StoredUser | undefined;
  /** Stores a new account; its id, activation code and first version are issued here. */
  add(user: NewStoredUser): StoredUser;
  /** Changes an account and moves it to its next version. */
  update(id: number, changes: Partial<Omit<StoredUser, 'id' | 'version'>>): void;
  remove(id: number): boolean;
}

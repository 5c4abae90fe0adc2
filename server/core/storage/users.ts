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
}

/** Where accounts are kept: the port the user routes reach them through. */
export interface UsersDb {
  all(): StoredUser[];
  byEmail(email: string): StoredUser | undefined;
  byId(id: number): StoredUser | undefined;
  /** Stores a new account; its id and activation code are issued here. */
  add(user: Omit<StoredUser, 'id' | 'activationCode'>): StoredUser;
  update(id: number, changes: Partial<Omit<StoredUser, 'id'>>): void;
  remove(id: number): boolean;
}

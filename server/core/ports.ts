import type { Grant } from '@/domain/grants';
import type { HttpFailure } from './hr/errors';
import type { MailPort } from './storage/mail';
import type { PhotoStore } from './storage/photos';
import type { HrStore } from './storage/store';
import type { PasswordPort, StoredUser, UsersDb } from './storage/users';

/** Who is calling: the session a request's bearer token opens. */
export interface Session {
  /** The signed-in account. */
  userId: number;
  /** Its holder's name, as records of who did what show it. */
  name: string;
  /** The employee the signed-in account is linked to, when there is one. */
  employeeId?: number;
  /** What the account may do (docs/roles.md). */
  grants: Grant[];
  /** The account's password was issued by the server: nothing but its change until it is (403). */
  mustChangePassword?: true;
}

/** How the backend tells a signed-in call from an anonymous one, and what token it hands out. */
export interface AuthPort {
  /** Opens a session for a signed-in account: the bearer token its calls will carry. */
  tokenFor(user: StoredUser): Promise<string>;
  /** The session of the request's `Authorization: Bearer …`, or undefined (the call gets 401). */
  session(request: Request): Promise<Session | undefined>;
  /** Ends the session of the request's bearer token (logout); its later calls get 401. */
  revoke(request: Request): Promise<void>;
  /** Ends every session of the account but the request's own (after a password change or reset). */
  revokeOthers(userId: number, request: Request): Promise<void>;
}

/** Everything the backend reaches outside itself; each place it runs passes its own. */
export interface BackendPorts {
  users: UsersDb;
  passwords: PasswordPort;
  /** Opens the HR tables; called once, on first use. */
  hr: () => Promise<HrStore>;
  /** Opens where uploaded photos are kept; called once, on first use. */
  photos: () => Promise<PhotoStore>;
  auth: AuthPort;
  /** Where activation and password-reset codes are sent. */
  mail: MailPort;
  /**
   * What the storage's own refusal of a write means in the contract (a constraint another
   * writer's work raised meanwhile): the 409 or 400 to answer, else undefined. The memory
   * tables take their turns and never refuse; the database's does (server/db/constraint-errors.ts).
   */
  refusal?: (error: unknown) => HttpFailure | undefined;
}

export interface BackendConfig {
  /** Where the contract is served, e.g. "/api". */
  apiBaseUrl: string;
}

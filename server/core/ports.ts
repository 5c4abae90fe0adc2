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

/** What the OpenID provider said of the person who signed in there: the claims of its checked ID token. */
export type OidcClaims = Readonly<Record<string, unknown>>;

/** Why a return from the OpenID provider opens no session, before any account is looked at. */
export type OidcFailure = 'auth.oidc.failed';

/**
 * Sign-in at the company's OpenID provider (docs/sso.md): the protocol's side (the server's
 * adapter, openid-client); which account it opens is the core's (server/core/sign-in/).
 */
export interface OidcPort {
  /** Shown on the sign-in page's button ("Sign in with {name}"). */
  name: string;
  /** The claim holding the person's e-mail address (`email` by default). */
  emailClaim: string;
  /** Whether an unknown address gets an employee account, linked to the employee of that work e-mail. */
  createAccounts: boolean;
  /**
   * Starts a sign-in: the provider's address to send the browser to, and the cookie that ties
   * the return to this browser. What the return is checked against is kept, for one use.
   */
  begin(returnUrl: string | null): Promise<{ location: string; cookie: string }>;
  /**
   * The provider's return checked (the cookie's state, the one-use login kept, PKCE, the ID
   * token and its nonce): its claims and the app's page to open, or why not.
   */
  complete(request: Request): Promise<{ claims: OidcClaims; returnUrl: string | null } | { failure: OidcFailure }>;
  /** The Set-Cookie header that forgets the browser's tie to a sign-in. */
  forgetCookie: string;
  /** A one-time code by which the app takes the account's session (short-lived). */
  issueCode(userId: number): Promise<string>;
  /** The account of a one-time code, spending it; undefined when unknown, spent or expired. */
  redeemCode(code: string): Promise<number | undefined>;
}

/** How accounts sign in beside the password form; absent: with their password only. */
export interface SignInPort {
  /** false: the password form signs in Root alone (PASSWORD_SIGN_IN=false). */
  passwordSignIn: boolean;
  oidc?: OidcPort;
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
  /** Single sign-on and the password form's policy (the server's configuration); absent in fake mode. */
  signIn?: SignInPort;
}

export interface BackendConfig {
  /** Where the contract is served, e.g. "/api". */
  apiBaseUrl: string;
  /** The address people open the app at (PUBLIC_URL): the notifications' links start with it; absent, they are the app's paths. */
  publicUrl?: string;
}

import type { ActivationRequest, PasswordReset, Registration, SignInCredentials } from '@/domain/credentials';
import { SIGN_IN_ROUTES } from '@/contract/sign-in';
import type { HttpClient } from './client';
import type { PublicUser, SessionUser } from '@/domain/user';

/** The schemas load with the first answer they check, not with the page. */
const schemas = () => import('./auth-schemas');

export interface AuthApi {
  authenticate(credentials: SignInCredentials): Promise<SessionUser>;
  /** The session of a sign-in at the OpenID provider, for the one-time code its return handed the app (docs/sso.md). */
  oidcSession(code: string): Promise<SessionUser>;
  register(registration: Registration): Promise<void>;
  logout(email: string): Promise<void>;
  checkCode(request: ActivationRequest): Promise<boolean>;
  /** Sets the password of a session that must change it (the server issued it). */
  changeIssuedPassword(newPassword: string): Promise<void>;
  /** Asks for a password-reset code mailed to the address (answered alike whether it has an account or not). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the code the address received. */
  resetPassword(reset: PasswordReset): Promise<void>;
  listUsers(): Promise<PublicUser[]>;
}

export function createAuthApi(client: HttpClient): AuthApi {
  return {
    async authenticate(credentials) {
      const { data } = await client.post<unknown>('/users/authenticate', credentials);
      // Fake-backend mode keeps a user only when the answer carries a token.
      return (await schemas()).sessionUserSchema.parse(data);
    },
    async oidcSession(code) {
      const { data } = await client.post<unknown>(SIGN_IN_ROUTES.oidcSession, { code });
      return (await schemas()).sessionUserSchema.parse(data);
    },
    async register(registration) {
      await client.post('/users/register', registration);
    },
    async logout(email) {
      await client.post('/auth/logout', { email });
    },
    async checkCode(request) {
      const { data } = await client.post<unknown>('/dry-auth/check-code', request);
      return (await schemas()).successSchema.parse(data).success;
    },
    async changeIssuedPassword(newPassword) {
      await client.post('/users/change-password', { newPassword });
    },
    async requestPasswordReset(email) {
      await client.post('/auth/password-reset/request', { email });
    },
    async resetPassword(reset) {
      await client.post('/auth/password-reset', reset);
    },
    async listUsers() {
      const { data } = await client.get<unknown>('/users');
      return (await schemas()).publicUsersSchema.parse(data);
    },
  };
}

import * as z from 'zod/mini';
import type { ActivationRequest, Registration, SignInCredentials } from '@/domain/credentials';
import type { HttpClient } from './client';
import { publicUserSchema, sessionUserSchema, type PublicUser, type SessionUser } from '@/domain/user';

const successSchema = z.object({ success: z.boolean() });

export interface AuthApi {
  authenticate(credentials: SignInCredentials): Promise<SessionUser>;
  register(registration: Registration): Promise<void>;
  logout(email: string): Promise<void>;
  checkCode(request: ActivationRequest): Promise<boolean>;
  listUsers(): Promise<PublicUser[]>;
}

export function createAuthApi(client: HttpClient): AuthApi {
  return {
    async authenticate(credentials) {
      const { data } = await client.post<unknown>('/users/authenticate', credentials);
      // Fake-backend mode keeps a user only when the answer carries a token (SPEC.md §4).
      return sessionUserSchema.parse(data);
    },
    async register(registration) {
      await client.post('/users/register', registration);
    },
    async logout(email) {
      await client.post('/auth/logout', { email });
    },
    async checkCode(request) {
      const { data } = await client.post<unknown>('/dry-auth/check-code', request);
      return successSchema.parse(data).success;
    },
    async listUsers() {
      const { data } = await client.get<unknown>('/users');
      return z.array(publicUserSchema).parse(data);
    },
  };
}

import type { UserAccount, UserAccountInput } from '@/domain/accounts';
import type { HttpClient } from './client';

/** The accounts, as Root and the HR administrators manage them (docs/roles.md). */
export interface UsersApi {
  /** GET /users: every account the user may see. */
  list(): Promise<UserAccount[]>;
  /** POST user: a new account, linked to an employee, with its grants. */
  create(input: UserAccountInput): Promise<UserAccount>;
  /** PUT user/{id}, quoting the version read: a stale one answers 409. */
  update(id: number, input: UserAccountInput & { version: number }): Promise<UserAccount>;
  /** DELETE user/{id}. */
  remove(id: number): Promise<void>;
}

/** The schemas load with the first answer they check, not with the page. */
const schemas = () => import('@/domain/accounts');

export function createUsersApi(client: HttpClient): UsersApi {
  const account = async (data: unknown) => (await schemas()).userAccountSchema.parse(data);
  return {
    async list() {
      const { data } = await client.get<unknown>('/users');
      return (await schemas()).userAccountsSchema.parse(data);
    },
    create: async (input) => account((await client.post<unknown>('/user', input)).data),
    update: async (id, input) => account((await client.put<unknown>(`/user/${id}`, input)).data),
    async remove(id) {
      await client.delete(`/user/${id}`);
    },
  };
}

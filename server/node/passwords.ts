import { hash, verify } from '@node-rs/argon2';
import type { PasswordPort } from '@server/core/storage/users';

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): only the hash is ever stored. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Passwords: PasswordPort = {
  hash: (password) => hash(password, OPTIONS),
  verify: async (stored, password) => {
    try {
      return await verify(stored, password);
    } catch {
      // Not a hash this server wrote: no password opens it.
      return false;
    }
  },
};

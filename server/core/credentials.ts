import { ACTIVATION_CODE_LENGTH, NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@/domain/credentials';
import type { Activation, PasswordPort, StoredUser } from '@server/core/storage/users';
import { errorResponse } from './http';
import type { BackendPorts } from './ports';

export const invalidCredentials = () => errorResponse(400, 'Username or password is incorrect', { code: 'auth.invalidCredentials' });

/** PASSWORD_SIGN_IN=false: the password form signs in Root alone; the others sign in at the OpenID provider. */
export const passwordSignInOff = (provider: string) =>
  errorResponse(400, `La connexion par mot de passe est désactivée : connectez-vous avec ${provider}.`, {
    code: 'auth.passwordSignInOff',
    params: { name: provider },
  });

/** A new password refused: too short, too long, or the one it replaces. */
export const weakPassword = () =>
  errorResponse(400, `Le nouveau mot de passe doit compter au moins ${NEW_PASSWORD_MIN_LENGTH} caractères et différer de l'actuel.`, {
    code: 'auth.weakPassword',
    params: { min: String(NEW_PASSWORD_MIN_LENGTH) },
  });

/** Whether a new password has an acceptable length (ASVS 2.1.1, 2.1.2). */
export const acceptableLength = (password: string) =>
  password.length >= NEW_PASSWORD_MIN_LENGTH && password.length <= NEW_PASSWORD_MAX_LENGTH;

/** `digits` random decimal digits, from the platform's secure generator (browser worker or Node). */
export function randomDigits(digits: number): string {
  const bound = 10 ** digits;
  // The largest multiple of `bound` a 32-bit draw reaches: draws above it would favour small codes.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const draw = new Uint32Array(1);
  do {
    crypto.getRandomValues(draw);
  } while (draw[0] >= limit);
  return String(draw[0] % bound).padStart(digits, '0');
}

/** A new account's activation code, and what the password port keeps of it: made before the account's transaction. */
export async function newActivation(passwords: PasswordPort): Promise<Activation> {
  const code = randomDigits(ACTIVATION_CODE_LENGTH);
  return { code, kept: await passwords.hash(code) };
}

/**
 * The account credentials open, or undefined. An unknown address is checked against a hash
 * of a password nobody has, so that it costs what a known one does (ASVS 2.2.1: the time
 * of an answer does not tell who has an account).
 */
export function credentialsChecker({ users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>) {
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= passwords.hash(randomDigits(9)));
  // Made at once (off the caller's path), so that the first unknown address does not pay for it.
  void Promise.resolve().then(dummyHash).catch(() => undefined);
  return async (email: string, password: string): Promise<StoredUser | undefined> => {
    const user = await users.byEmail(email);
    const matches = await passwords.verify(user?.password ?? (await dummyHash()), password);
    return user && matches ? user : undefined;
  };
}

import type { SessionUser } from '@/domain/user';
import { local, session } from '@/shared/lib/storage';
import { initialAuthState, type AuthState } from './auth-slice';

/** Where the session is kept: the keys of local and session storage. */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  token: 'token',
  isLocked: 'isLocked',
  lockedPath: 'lockedPath',
  rememberedEmail: 'rememberedEmail',
} as const;

export type StoredSession =
  | { kind: 'none' }
  | { kind: 'corrupt' }
  | { kind: 'signedIn'; user: SessionUser; isLocked: boolean; lockedPath: string | null };

/**
 * Reads the session kept in storage; anything unparseable or empty is "corrupt". The
 * schema loads only when something is stored, so a first visit does without it.
 */
export async function readStoredSession(): Promise<StoredSession> {
  const raw = local.get(STORAGE_KEYS.currentUser);
  if (raw === null) return { kind: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt' };
  }
  const { sessionUserSchema } = await import('@/domain/user');
  const result = sessionUserSchema.safeParse(parsed);
  if (!result.success) return { kind: 'corrupt' };
  return {
    kind: 'signedIn',
    user: result.data,
    isLocked: local.get(STORAGE_KEYS.isLocked) === 'true',
    lockedPath: local.get(STORAGE_KEYS.lockedPath),
  };
}

export function storeUser(user: SessionUser): void {
  local.set(STORAGE_KEYS.currentUser, JSON.stringify(user));
  session.set(STORAGE_KEYS.token, user.token);
}

export function storeLock(path: string): void {
  local.set(STORAGE_KEYS.isLocked, 'true');
  local.set(STORAGE_KEYS.lockedPath, path);
}

export function clearLock(): void {
  local.remove(STORAGE_KEYS.isLocked);
  local.remove(STORAGE_KEYS.lockedPath);
}

export function clearStoredSession(): void {
  local.remove(STORAGE_KEYS.currentUser);
  session.remove(STORAGE_KEYS.token);
  clearLock();
}

export const readRememberedEmail = (): string | null => local.get(STORAGE_KEYS.rememberedEmail);

/** Whether a session is kept (readable or not: restoreSession tells). */
export const hasStoredSession = (): boolean => local.get(STORAGE_KEYS.currentUser) !== null;

/**
 * The kept user as stored, unchecked (for the page's first frame, before the app's schema
 * has loaded), when the session is kept and not locked; null otherwise or when unreadable.
 */
export function keptUnlockedUser(): unknown {
  if (local.get(STORAGE_KEYS.isLocked) === 'true') return null;
  try {
    return JSON.parse(local.get(STORAGE_KEYS.currentUser) ?? 'null');
  } catch {
    return null;
  }
}

export function rememberEmail(email: string | null): void {
  if (email) local.set(STORAGE_KEYS.rememberedEmail, email);
  else local.remove(STORAGE_KEYS.rememberedEmail);
}

export { safeReturnUrl } from '@/contract/sign-in';

/**
 * The auth state to start with, from storage. Unreadable or empty user data clears
 * the session and reloads the page: null tells the caller to stop there.
 */
export async function restoreSession(reload: () => void): Promise<AuthState | null> {
  const stored = await readStoredSession();
  if (stored.kind === 'corrupt') {
    clearStoredSession();
    reload();
    return null;
  }
  if (stored.kind === 'none') return initialAuthState;
  return { ...initialAuthState, user: stored.user, isLocked: stored.isLocked, lockedPath: stored.lockedPath };
}

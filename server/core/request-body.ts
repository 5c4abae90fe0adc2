import { ERROR_CODES } from '@/domain/common';
import { hasUnstorableCharacter } from '@/domain/text';
import { HttpFailure, fieldError, invalid } from './hr/errors';
import { GENERAL_MESSAGES } from './hr/messages-fr';

/** A key as an error may name it: a character no backend can store shown as U+FFFD. */
const shown = (key: string) => (hasUnstorableCharacter(key) ? [...key].map((c) => (hasUnstorableCharacter(c) ? '\ufffd' : c)).join('') : key);

/**
 * The path of the first string, key or value, that holds a character no backend can store
 * (U+0000, a lone surrogate: docs/contract.md, "Text"); undefined when there is none. Walked
 * without recursion: a body nested thousands deep is refused, not a stack overflow.
 */
function unstorableAt(body: unknown): string | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return path.join('.') || '_';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableCharacter(key)) return [...path, shown(key)].join('.');
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * The request's JSON body, undefined when absent or malformed. A string anywhere in it that
 * no backend can store is the 400 naming its field, the same on every route and database,
 * whatever the route's schema says of that field.
 */
export async function readJson(request: Request): Promise<unknown> {
  const body: unknown = await request.json().catch(() => undefined);
  const field = unstorableAt(body);
  if (field !== undefined) throw invalid({ [field]: fieldError(ERROR_CODES.invalidCharacter) });
  return body;
}

/** The JSON body, which must be an object. */
export async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpFailure(400, GENERAL_MESSAGES.notJson);
  }
  return body as Record<string, unknown>;
}

/** Any zod schema, classic or mini. */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The request's JSON body checked against a schema; null when absent or malformed. */
export async function parseBody<T>(request: Request, schema: Parser<T>): Promise<T | null> {
  const result = schema.safeParse((await readJson(request)) ?? null);
  return result.success ? result.data : null;
}

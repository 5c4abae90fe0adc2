import { parseRecordId } from '@/contract/ids';
import type { Resolver } from '../http';

export type { Resolver };

/** A record id from the path (or the body): a positive integer, else `onBad` is thrown. */
export function positiveId(raw: unknown, onBad: () => Error): number {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  const id = typeof raw === 'string' ? parseRecordId(raw) : undefined;
  if (id === undefined) throw onBad();
  return id;
}

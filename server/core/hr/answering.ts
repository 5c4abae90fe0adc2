import { HttpFailure, failureResponse } from './errors';

import type { Resolver } from '../http';

export type { Resolver };

/** Turns a refusal thrown anywhere in the handler into its answer. */
export const answering =
  (resolve: Resolver): Resolver =>
  async (info) => {
    try {
      return await resolve(info);
    } catch (error) {
      if (error instanceof HttpFailure) return failureResponse(error);
      throw error;
    }
  };

/** A record id from the path (or the body): a positive integer, else `onBad` is thrown. */
export function positiveId(raw: unknown, onBad: () => Error): number {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) throw onBad();
  return Number(raw);
}

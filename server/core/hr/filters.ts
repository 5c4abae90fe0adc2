import { parseRecordId } from '@/contract/ids';
import { ERROR_CODES, isIsoDate } from '@/domain/common';
import { fieldOf } from '@server/core/storage/table-keys';
import type { Filter } from './area';
import type { AppContext } from './context';

/** List filters shared by the areas; each parses its query value and refuses a bad one. */

const parseId = parseRecordId;

/** A filter whose value is parsed by `parse` (undefined: invalid, with `code`). */
function parsed<P, R, N>(
  parse: (raw: string) => P | undefined,
  code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES],
  test: (value: P, row: R, names: () => N, ctx: AppContext) => boolean,
): Filter<R, N> {
  return {
    apply(raw, ctx) {
      const value = parse(raw);
      if (value === undefined) return code;
      return (row, names) => test(value, row, names, ctx);
    },
  };
}

/** The row's field equals the id given. */
export const idEquals = <R extends object, N>(field: keyof R & string): Filter<R, N> =>
  parsed(parseId, ERROR_CODES.invalidType, (id, row) => fieldOf(row, field) === id);

/** A resolved name's id (e.g. an employee's current serviceId) equals the id given. */
export const resolvedIdEquals = <R, N extends object>(field: keyof N & string): Filter<R, N> =>
  parsed(parseId, ERROR_CODES.invalidType, (id, _row, names) => fieldOf(names(), field) === id);

/** The row's field is the value given, one of `values`. */
export const oneOf = <R extends object, N>(field: keyof R & string, values: readonly string[]): Filter<R, N> =>
  parsed((raw) => (values.includes(raw) ? raw : undefined), ERROR_CODES.invalidChoice, (value, row) =>
    fieldOf(row, field) === value,
  );

/** The row's boolean field is `true` or `false`. */
export const isTrue = <R extends object, N>(field: keyof R & string): Filter<R, N> =>
  parsed(
    (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    ERROR_CODES.invalidChoice,
    (value, row) => fieldOf(row, field) === value,
  );

const parseDate = (raw: string) => (isIsoDate(raw) ? raw : undefined);

/** `from`: rows still running on or after the date (an absent end runs forever). */
export const endsOnOrAfter = <R extends object, N>(endField: keyof R & string): Filter<R, N> =>
  parsed(parseDate, ERROR_CODES.invalidDate, (from, row) => {
    const end = fieldOf(row, endField);
    return typeof end !== 'string' || end >= from;
  });

/** `to`: rows started on or before the date. */
export const startsOnOrBefore = <R extends object, N>(startField: keyof R & string): Filter<R, N> =>
  parsed(parseDate, ERROR_CODES.invalidDate, (to, row) => {
    const start = fieldOf(row, startField);
    return typeof start === 'string' && start <= to;
  });

/** A filter on an id tested by the area's own function. */
export const byId = <R, N>(test: (id: number, row: R, names: () => N, ctx: AppContext) => boolean): Filter<R, N> =>
  parsed(parseId, ERROR_CODES.invalidType, test);

/** `current=true`: running today; `current=false`: not. */
export const current = <R extends object, N>(startField: keyof R & string, endField: keyof R & string): Filter<R, N> =>
  parsed(
    (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
    ERROR_CODES.invalidChoice,
    (wanted, row, _names, ctx) => {
      const today = ctx.clock.today();
      const start = fieldOf(row, startField);
      const end = fieldOf(row, endField);
      const running = typeof start === 'string' && start <= today && (typeof end !== 'string' || end >= today);
      return running === wanted;
    },
  );

import { ERROR_CODES, isIsoDate, type ErrorCode } from '@/domain/common';
import { parseRecordId } from './ids';

/**
 * A list filter as data: what it compares, not how. One interpreter runs these over rows in
 * memory (the fake mode), another compiles them to SQL; both read the query value with
 * `parseFilterValue`, so a value one refuses the other refuses too.
 */
export type FilterSpec =
  /** The row's field holds the record id given. */
  | { op: 'idEquals'; field: string }
  /** A name resolved for the row (e.g. an employee's current serviceId) holds the id given. */
  | { op: 'resolvedIdEquals'; field: string }
  /** The row's field is the value given, one of `choices`. */
  | { op: 'oneOf'; field: string; choices: readonly string[] }
  /** A name resolved for the row (e.g. an employee's status today, by their dates) is the value given, one of `choices`. */
  | { op: 'resolvedOneOf'; field: string; choices: readonly string[] }
  /** The row's boolean field is `true` or `false`. */
  | { op: 'isTrue'; field: string }
  /**
   * The row's date is on or after the date given; `openEnded`: an absent date runs forever
   * (an open assignment is still running), else a row without the date never matches.
   */
  | { op: 'onOrAfter'; field: string; openEnded: boolean }
  /** The row's date is on or before the date given (a row without it never matches). */
  | { op: 'onOrBefore'; field: string }
  /** `true`: running today (start ≤ today ≤ end, absent end running on); `false`: not. */
  | { op: 'runningToday'; start: string; end: string }
  /** One of the row's lines (`array`) has `field` holding the id given (a project's members). */
  | { op: 'hasLineWith'; array: string; field: string }
  /**
   * The employee of the row (`employeeId`) worked in the unit given when the row began
   * (`start`): their principal assignment then, else today's.
   */
  | { op: 'employeeUnitAtStart'; level: UnitLevel; start: string };

export type UnitLevel = 'enterprise' | 'direction' | 'department' | 'service';

/** The value a filter compares with, once read from the query. */
export type FilterValue = number | string | boolean;

/** The query value read for the filter, or the error code that refuses it. */
export function parseFilterValue(spec: FilterSpec, raw: string): { value: FilterValue } | { error: ErrorCode } {
  switch (spec.op) {
    case 'idEquals':
    case 'resolvedIdEquals':
    case 'hasLineWith':
    case 'employeeUnitAtStart': {
      const id = parseRecordId(raw);
      return id === undefined ? { error: ERROR_CODES.invalidType } : { value: id };
    }
    case 'oneOf':
    case 'resolvedOneOf':
      return spec.choices.includes(raw) ? { value: raw } : { error: ERROR_CODES.invalidChoice };
    case 'isTrue':
    case 'runningToday':
      return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { error: ERROR_CODES.invalidChoice };
    case 'onOrAfter':
    case 'onOrBefore':
      return isIsoDate(raw) ? { value: raw } : { error: ERROR_CODES.invalidDate };
  }
}

/** `from` and `to` over a span (`start`–`end`): the rows that overlap the period asked. */
export const spanFilters = (start: string, end: string) =>
  ({
    from: { op: 'onOrAfter', field: end, openEnded: true },
    to: { op: 'onOrBefore', field: start },
  }) as const satisfies Record<string, FilterSpec>;

/** `enterpriseId` … `serviceId` over an employee's spans: where they worked when each began. */
export const employeeUnitAtStart = (start: string) =>
  ({
    enterpriseId: { op: 'employeeUnitAtStart', level: 'enterprise', start },
    directionId: { op: 'employeeUnitAtStart', level: 'direction', start },
    departmentId: { op: 'employeeUnitAtStart', level: 'department', start },
    serviceId: { op: 'employeeUnitAtStart', level: 'service', start },
  }) as const satisfies Record<string, FilterSpec>;

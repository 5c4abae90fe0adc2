import { ERROR_CODES } from '@/domain/common';
import type { FormErrors, FormField, FormValue, FormValues } from './form-definition';

/** The value at a dotted path (`names.fr`) of a record. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[key];
  }, record);
}

/** Sets a value at a dotted path, creating the objects on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let node = target;
  for (const key of keys) {
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/** Euro cents as a French person types euros: 1234.5 → "1234,50". */
export const centsToText = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** Typed euros ("1 234,50", "1234.5 €") as cents; NaN when it is not an amount. */
export function textToCents(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** A typed number with a comma or a point; NaN when it is not one. */
export function textToNumber(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function fieldFromRecord(field: FormField, value: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'lines':
      return Array.isArray(value)
        ? value.map((line) => valuesFromRecord(field.fields, (line ?? {}) as Record<string, unknown>))
        : [];
    case 'euros':
      return typeof value === 'number' ? centsToText(value) : '';
    case 'decimal':
      return typeof value === 'number' ? String(value).replace('.', ',') : '';
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** The form's values for a stored record. */
export function valuesFromRecord(fields: readonly FormField[], record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = fieldFromRecord(field, valueAt(record, field.name));
  return values;
}

/** The values of a new record: the area's defaults, then what the address names (`?employeeId=12`). */
export function initialValues(fields: readonly FormField[], defaults: Partial<FormValues>, params: URLSearchParams): FormValues {
  const values = valuesFromRecord(fields, {});
  for (const field of fields) {
    const preset = params.get(field.name);
    const byDefault = defaults[field.name];
    if (byDefault !== undefined) values[field.name] = byDefault;
    if (preset !== null && field.kind !== 'lines' && field.kind !== 'boolean') values[field.name] = preset;
  }
  return values;
}

/** What a field's text means for the contract; `unreadable` when it cannot mean anything. */
type Converted = { value: unknown } | { unreadable: true };

function convert(field: FormField, value: FormValue): Converted {
  if (field.kind === 'boolean') return { value: value === true };
  if (field.kind === 'lines') {
    const lines = Array.isArray(value) ? value : [];
    return { value: lines.map((line) => toInput(field.fields, line).input) };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { value: undefined };
  switch (field.kind) {
    case 'enum':
      return field.numeric ? { value: Number(text) } : { value: text };
    case 'integer':
    case 'decimal':
    case 'reference':
    case 'unit': {
      const number = textToNumber(text);
      return Number.isNaN(number) ? { unreadable: true } : { value: number };
    }
    case 'euros': {
      const cents = textToCents(text);
      return Number.isNaN(cents) ? { unreadable: true } : { value: cents };
    }
    case 'code':
      return { value: text.toUpperCase() };
    default:
      return { value: text };
  }
}

/**
 * The input the contract takes for the values, and the fields whose text could not be read
 * (a letter in an amount): those are errors before any schema is asked.
 */
export function toInput(fields: readonly FormField[], values: FormValues): { input: Record<string, unknown>; unreadable: FormErrors } {
  const input: Record<string, unknown> = {};
  const unreadable: FormErrors = {};
  for (const field of fields) {
    if (field.showIf && !field.showIf(values)) continue;
    const converted = convert(field, values[field.name] ?? '');
    if ('unreadable' in converted) unreadable[field.name] = { code: ERROR_CODES.invalidType };
    else if (converted.value !== undefined) setAt(input, field.name, converted.value);
  }
  return { input, unreadable };
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** A schema's issue as a field error: its message is a stable code when the domain set one. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first error of each field, keyed by the dotted path (`members.0.allocationPercent`). */
export function issuesToErrors(issues: readonly SchemaIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= { code: KNOWN_CODES.has(issue.message) ? issue.message : 'invalid' };
  }
  return errors;
}

/** Whether two sets of values differ (what "unsaved changes" means). */
export const sameValues = (a: FormValues, b: FormValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A record's field as text, for titles: only a field the record has (an area's item names its own). */
export const textOf = <R extends object>(record: R, field: Extract<keyof R, string>): string => {
  const value: unknown = record[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

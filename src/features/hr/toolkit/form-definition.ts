import type { ComponentType, ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import type { HrRecord } from '@/api';
import type { RootState } from '@/app/store';
import type { HrArea } from '@/domain/hr/areas';
import type { LanguageCode } from '@/i18n/languages';
import type { SchemaIssue } from './form-values';

/** What a form holds while it is typed in: text as typed, ticks, and lines of sub-forms. */
export type FormValue = string | boolean | FormValues[];
export type FormValues = { [field: string]: FormValue };

/** A field's error: its stable code (translated by `validation.{code}`) and the server's words. */
export interface FormError {
  code: string;
  message?: string;
  /** What the translation names (`{{name}}` of whoever already uses a value). */
  params?: Record<string, string>;
}
export type FormErrors = Record<string, FormError>;

/** The levels of the organisation, top to bottom: a unit field picks down to its level. */
export const UNIT_LEVELS = ['enterprise', 'direction', 'department', 'service'] as const;
export type UnitLevel = (typeof UNIT_LEVELS)[number];

/** What a reference's label may need. */
export interface LabelContext {
  language: LanguageCode;
  t: TFunction;
}

interface FieldBase {
  /** The input's field, and the label `hr.{area}.fields.{name}` unless `labelKey` says otherwise. */
  name: string;
  labelKey?: string;
  /** Takes the whole row of the form (text areas, lines). */
  wide?: boolean;
  /** Shown below the field: `hr.{area}.hints.{name}`. */
  hint?: boolean;
  /** Shown only when the rest of the form says so (an end date for fixed-term contracts). */
  showIf?: (values: FormValues) => boolean;
  /** Marked required when the rest of the form makes it so (the schema checks it then). */
  requiredIf?: (values: FormValues) => boolean;
  /** Set when the record is created, shown but not changed afterwards. */
  fixedOnEdit?: boolean;
  /** A check only the server can make, asked as the field is typed (a work e-mail nobody else has). */
  check?: FieldCheck;
}

/**
 * A field's live check: the form dispatches `request` whenever the typed value changes, a
 * saga waits for the typing to pause and asks the server, and `select` reads the answer.
 */
export interface FieldCheck {
  /** Asks about the typed value; `recordId` is the edited record's (its own value is no clash). */
  request: (value: string, recordId: number | undefined) => UnknownAction;
  /** What the store answered about exactly this value: an error to show beside the field, or null. */
  select: (state: RootState, value: string) => FormError | null;
}

export type FormField =
  | (FieldBase & { kind: 'text' | 'textarea' | 'email' | 'tel' | 'date' | 'time' | 'code' })
  | (FieldBase & { kind: 'integer' | 'decimal' | 'euros' })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & {
      kind: 'enum';
      options: readonly string[];
      /** The values are labelled `hr.{area}.values.{valuesOf ?? name}.{value}`. */
      valuesOf?: string;
      /** The options are ids: the contract takes them as numbers. */
      numeric?: boolean;
      /** The record's page shows this field of the record instead: a value the backend derives (the status by the dates). */
      shownFrom?: string;
    })
  | (FieldBase & {
      kind: 'reference';
      /** The area the record is picked from (searched by its `q`). */
      of: HrArea;
      /** How a record of that area is named in the picker. */
      label: (record: HrRecord, context: LabelContext) => string;
      /** The field of the edited record that already names the reference (no lookup needed). */
      nameField?: string;
      /** The reference's name from the edited record, when it takes more than a field (a name per language). */
      nameOf?: (record: HrRecord, context: LabelContext) => string | undefined;
      /** Narrows the choice from the other values (a position of the chosen enterprise). */
      filters?: (values: FormValues) => Record<string, string>;
    })
  | (FieldBase & {
      kind: 'unit';
      /** The level whose id the field holds; the levels above are picked first. */
      level: UnitLevel;
    })
  | (FieldBase & {
      kind: 'lines';
      /** The fields of one line. */
      fields: readonly FormField[];
      /** A new line's values. */
      newLine: () => FormValues;
      /** Shown under the lines: totals, warnings. */
      Summary?: ComponentType<{ lines: FormValues[] }>;
    });

export type FieldKind = FormField['kind'];

/** The domain's input schema, as the form asks it (zod's `safeParse`). */
export interface InputSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
  /** The object's fields: a field that accepts `undefined` is optional. */
  shape?: Record<string, { safeParse(input: unknown): { success: boolean } }>;
}

/** Everything that is an area's own in its form; the toolkit does the rest. */
export interface AreaFormDefinition {
  area: HrArea;
  /** The same schema the backend checks writes with. */
  schema: InputSchema;
  fields: readonly FormField[];
  /** A new record's values (before any the address prefills). */
  defaults: () => FormValues;
  /** How the record is named in titles and confirmations. */
  title: (record: HrRecord, context: LabelContext) => string;
  /** Buttons of the record's page beside Edit (a workflow's next steps). */
  Actions?: ComponentType<{ record: HrRecord }>;
  /** What the record's page shows below its fields (history, tabs, a month grid). */
  Extras?: ComponentType<{ record: HrRecord; fields?: ReactNode }>;
  /** The record's fields are not shown above Extras but given to it as `fields` (to place in a tab). */
  fieldsInExtras?: boolean;
  /** Shown above the form's buttons, from the values as they are typed (what saving will also do). */
  Notice?: ComponentType<{ values: FormValues; editing: boolean; record?: Record<string, unknown> }>;
  /** False when records are never deleted from their page. */
  deletable?: boolean;
}

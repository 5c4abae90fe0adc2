import type { ComponentType, ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import type { HrRecord } from '@/api';
import type { RootState } from '@/app/hooks';
import type { AreaInput, AreaItem } from '@/contract/areas';
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

interface FieldBase<Name extends string> {
  /** The input's field, and the label `hr.{area}.fields.{name}` unless `labelKey` says otherwise. */
  name: Name;
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

/**
 * A field of a form: `Name` is the input's field names (any string for the toolkit, which
 * reads them as given), `Item` the area's record as the reference fields read it.
 */
export type FormField<Name extends string = string, Item = HrRecord> =
  | (FieldBase<Name> & { kind: 'text' | 'textarea' | 'email' | 'tel' | 'date' | 'time' | 'code' })
  | (FieldBase<Name> & { kind: 'integer' | 'decimal' | 'euros' })
  | (FieldBase<Name> & { kind: 'boolean' })
  | (FieldBase<Name> & {
      kind: 'enum';
      options: readonly string[];
      /** The values are labelled `hr.{area}.values.{valuesOf ?? name}.{value}`. */
      valuesOf?: string;
      /** The options are ids: the contract takes them as numbers. */
      numeric?: boolean;
      /** The record's page shows this field of the record instead: a value the backend derives (the status by the dates). */
      shownFrom?: Extract<keyof Item, string>;
      /** What the record's page says when the record carries no value: one the backend leaves out for this reader (a leave's type: "Absent"). */
      whenAbsent?: string;
    })
  | (FieldBase<Name> & {
      kind: 'reference';
      /** The area the record is picked from (searched by its `q`). */
      of: HrArea;
      /** How a record of that area is named in the picker. */
      label: (record: HrRecord, context: LabelContext) => string;
      /** The field of the edited record that already names the reference (no lookup needed). */
      nameField?: Extract<keyof Item, string>;
      /** The reference's name from the edited record, when it takes more than a field (a name per language). */
      nameOf?(record: Item, context: LabelContext): string | undefined;
      /** Narrows the choice from the other values (a position of the chosen enterprise). */
      filters?: (values: FormValues) => Record<string, string>;
    })
  | (FieldBase<Name> & {
      kind: 'unit';
      /** The level whose id the field holds; the levels above are picked first. */
      level: UnitLevel;
    })
  | (FieldBase<Name> & {
      kind: 'lines';
      /** The fields of one line (named as the line's input names them). */
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
export interface AreaFormDefinition<A extends HrArea = HrArea, Item = HrRecord, Name extends string = string> {
  area: A;
  /** The same schema the backend checks writes with. */
  schema: InputSchema;
  fields: readonly FormField<Name, Item>[];
  /** A new record's values (before any the address prefills). */
  defaults(): Partial<Record<Name, FormValue>>;
  /** How the record is named in titles and confirmations. */
  title(record: Item, context: LabelContext): string;
  /** Buttons of the record's page beside Edit (a workflow's next steps). */
  Actions?: ComponentType<{ record: Item }>;
  /** What the record's page shows below its fields (history, tabs, a month grid). */
  Extras?: ComponentType<{ record: Item; fields?: ReactNode }>;
  /** The record's fields are not shown above Extras but given to it as `fields` (to place in a tab). */
  fieldsInExtras?: boolean;
  /** Shown above the form's buttons, from the values as they are typed (what saving will also do). */
  Notice?: ComponentType<{ values: FormValues; editing: boolean; record?: Record<string, unknown> }>;
  /** False when records are never deleted from their page. */
  deletable?: boolean;
}

/** The fields of an area's input, by name. */
export type InputFieldOf<A extends HrArea> = Extract<keyof AreaInput<A>, string>;
/** A field of the input, or a part of one kept per key (`names.fr` of a country's names). */
export type InputPathOf<A extends HrArea> = InputFieldOf<A> | `${InputFieldOf<A>}.${string}`;

/** An area's form as its module writes it: fields named after the area's input, titles read from its item. */
export type TypedAreaForm<A extends HrArea> = AreaFormDefinition<A, AreaItem<A>, InputPathOf<A>>;

/**
 * An area's form, checked against the contract: a field names a field of the area's input, and
 * the title, reference names, actions and extras read the area's item, so renaming a field
 * fails the type check here and in the area's screens. The toolkit then shows it like every other area's form.
 */
export const defineAreaForm = <A extends HrArea>(definition: TypedAreaForm<A>): AreaFormDefinition<A> =>
  // The one place an area's typed form becomes the toolkit's: the record pages hand it the
  // records of this area only (and the API checks them against the contract in development).
  definition as unknown as AreaFormDefinition<A>;


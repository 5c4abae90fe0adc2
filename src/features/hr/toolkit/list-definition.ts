import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { HrRecord } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { LanguageCode } from '@/i18n/languages';

/** What a cell may need to show its value: translations and the user's language. */
export interface CellContext {
  t: TFunction;
  language: LanguageCode;
  area: HrArea;
}

/** How a cell shows its value; `render` covers anything the kinds do not. */
export type CellKind = 'text' | 'date' | 'euros' | 'number' | 'enum' | 'status' | 'boolean';

export interface ListColumn {
  /** The record's field, and the label `hr.{area}.fields.{key}`. */
  key: string;
  kind?: CellKind;
  /**
   * The contract's sort path(s), comma-separated, when it is not the key itself; a function
   * when it depends on the language (names kept per language); `false`: not sortable.
   */
  sortBy?: string | false | ((language: LanguageCode) => string);
  /** Shown until the user chooses otherwise (default true). */
  visible?: boolean;
  /** The label is read by screen readers only (a photo column). */
  labelHidden?: boolean;
  /** Bootstrap colours for a `status` badge, by value. */
  tones?: Record<string, string>;
  /** Keeps the cell on one line and narrow (codes, dates, amounts). */
  nowrap?: boolean;
  align?: 'end';
  /** The cell links to the record's page (one column per list). */
  link?: boolean;
  render?: (item: HrRecord, context: CellContext) => ReactNode;
}

/** A filter over one of the names the contract's list accepts. */
export type ListFilter =
  | {
      name: string;
      kind: 'select';
      /** The values, labelled by `hr.{area}.values.{valuesOf ?? name}.{value}` (or by `optionLabel`). */
      options: readonly string[];
      valuesOf?: string;
      /** The label key, when not `hr.{area}.fields.{name}`. */
      labelKey?: string;
      optionLabel?: (value: string, t: TFunction) => string;
    }
  | { name: string; kind: 'date'; labelKey: string }
  | {
      name: string;
      /**
       * Set by a link only (the dashboard's), with no control of its own: read from the address
       * and shown, while set, as a chip that removes it.
       */
      kind: 'link';
      /** The label key, when not `hr.{area}.fields.{name}`. */
      labelKey?: string;
      /** The value as the chip shows it, from the rows listed (a name for an id); else the value itself. */
      valueLabel?: (value: string, items: readonly HrRecord[]) => string | undefined;
    };

/** Everything that is an area's own in its list; the rest is the toolkit's. */
export interface AreaListDefinition {
  area: HrArea;
  columns: readonly ListColumn[];
  filters?: readonly ListFilter[];
  /** A column key, `-key` for descending. */
  defaultSort: string;
  /** Links shown beside the export menu (the employees' import), relative to the list's page. */
  extraActions?: readonly { labelKey: string; to: string }[];
}

export const fieldLabelKey = (area: HrArea, field: string) => `hr.${area}.fields.${field}`;
/** The label of a field of a record's lines (`expenses` → `amountCents`). */
export const lineFieldLabelKey = (area: HrArea, lines: string, field: string) => `hr.${area}.lineFields.${lines}.${field}`;
export const valueLabelKey = (area: HrArea, field: string, value: string) => `hr.${area}.values.${field}.${value}`;

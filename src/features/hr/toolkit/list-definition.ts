import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { HrRecord } from '@/api';
import type { AreaContracts, AreaItem } from '@/contract/areas';
import type { HrArea } from '@/domain/hr/areas';
import type { Action, Resource } from '@/domain/permissions';
import type { LanguageCode } from '@/i18n/languages';

/** What a cell may need to show its value: translations and the user's language. */
export interface CellContext {
  t: TFunction;
  language: LanguageCode;
  area: HrArea;
}

/** How a cell shows its value; `render` covers anything the kinds do not. */
export type CellKind = 'text' | 'date' | 'euros' | 'number' | 'enum' | 'status' | 'boolean';

/** The fields of a record, by name. */
export type FieldOf<Item> = Extract<keyof Item, string>;

interface ColumnBase<Item> {
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
  render?(item: Item, context: CellContext): ReactNode;
}

/**
 * A column of a list: a field of the area's item (`key`, labelled `hr.{area}.fields.{key}`),
 * or a column computed from the whole item (`computed`, its key naming only its label).
 */
export type ListColumn<Item = HrRecord> =
  | (ColumnBase<Item> & { key: FieldOf<Item>; computed?: never })
  | (ColumnBase<Item> & { key: string; computed: true; render(item: Item, context: CellContext): ReactNode });

/** A filter over one of the names the contract's list accepts. */
export type ListFilter<Name extends string = string, Item = HrRecord> =
  | {
      name: Name;
      kind: 'select';
      /** The values, labelled by `hr.{area}.values.{valuesOf ?? name}.{value}` (or by `optionLabel`). */
      options: readonly string[];
      valuesOf?: string;
      /** The label key, when not `hr.{area}.fields.{name}`. */
      labelKey?: string;
      optionLabel?: (value: string, t: TFunction) => string;
    }
  | { name: Name; kind: 'date'; labelKey: string }
  | {
      name: Name;
      /**
       * Set by a link only (the dashboard's), with no control of its own: read from the address
       * and shown, while set, as a chip that removes it.
       */
      kind: 'link';
      /** The label key, when not `hr.{area}.fields.{name}`. */
      labelKey?: string;
      /** The value as the chip shows it, from the rows listed (a name for an id); else the value itself. */
      valueLabel?(value: string, items: readonly Item[]): string | undefined;
    };

/** The names of the filters the contract's list of an area accepts. */
export type AreaFilterName<A extends HrArea> = Extract<keyof AreaContracts[A]['filters'], string>;

/** A link beside a list's export menu, shown to the users allowed what it leads to (else to all). */
export interface ListAction {
  labelKey: string;
  to: string;
  requires?: { resource: Resource; action: Action };
}

/** Everything that is an area's own in its list; the rest is the toolkit's. */
export interface AreaListDefinition<A extends HrArea = HrArea, Item = HrRecord, Filter extends string = string> {
  area: A;
  columns: readonly ListColumn<Item>[];
  filters?: readonly ListFilter<Filter, Item>[];
  /** A column key, `-key` for descending. */
  defaultSort: string;
  /** Links shown beside the export menu (the employees' import), relative to the list's page. */
  extraActions?: readonly ListAction[];
}

/** An area's list as its module writes it: columns over the area's item, filters the contract accepts. */
export type TypedAreaList<A extends HrArea> = AreaListDefinition<A, AreaItem<A>, AreaFilterName<A>>;

/**
 * An area's list, checked against the contract: a column names a field of the area's item and
 * a filter one the area's list accepts, so renaming a field fails the type check here. The
 * toolkit then shows it like every other area's list (it reads the fields by the names checked here).
 */
export const defineAreaList = <A extends HrArea>(definition: TypedAreaList<A>): AreaListDefinition<A> =>
  // The one place an area's typed list becomes the toolkit's: the list pages hand it the
  // records of this area only (and the API checks them against the contract in development).
  definition as unknown as AreaListDefinition<A>;

export const fieldLabelKey = (area: HrArea, field: string) => `hr.${area}.fields.${field}`;
/** The label of a field of a record's lines (`expenses` → `amountCents`). */
export const lineFieldLabelKey = (area: HrArea, lines: string, field: string) => `hr.${area}.lineFields.${lines}.${field}`;
export const valueLabelKey = (area: HrArea, field: string, value: string) => `hr.${area}.values.${field}.${value}`;

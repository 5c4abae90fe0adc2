import { z } from 'zod';

/** A list page holds 20 records unless the query asks otherwise, 200 at most. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

/** Query parameters every list reads; the others are the area's filters. */
export const LIST_PARAMETERS = ['page', 'pageSize', 'sort', 'q'] as const;

/**
 * `sort`: fields separated by commas, each `field` (ascending) or `-field` (descending);
 * a nested field is written with dots (`names.fr`).
 */
export const SORT_PATTERN = /^[-+]?[A-Za-z][\w.]*(,[-+]?[A-Za-z][\w.]*)*$/;

/** One sort key of a list query. */
export interface SortKey {
  field: string;
  descending: boolean;
}

/** The sort keys a `sort` parameter names, in order. */
export const sortKeys = (sort: string): SortKey[] =>
  sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ field: part.replace(/^[-+]/, ''), descending: part.startsWith('-') }));

/** A list page: `{ items, total, page, pageSize }`; the same query always gives the same page. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The schema of a page of `item`s, for checking answers in development and tests. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive().max(MAX_PAGE_SIZE),
  });

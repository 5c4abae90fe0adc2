import type { z } from 'zod';
import type { ListPage } from '@/contract/list';
import type { HrArea } from '@/domain/hr/areas';
import type { HttpClient } from './client';

/** Every stored record: its id and the version a write must quote back. */
export interface StoredRecord {
  id: number;
  version: number;
}

/** A list query as the contract takes it: the same query always gives the same page. */
export interface ListQuery<Filter extends string = string> {
  page: number;
  pageSize: number;
  /** `field` or `-field` for descending. */
  sort?: string;
  /** Accent- and case-insensitive search over the area's text fields. */
  q?: string;
  /** The area's filters, by name (`status`, `serviceId`, ...): only those the area's list accepts. */
  filters?: Partial<Record<Filter, string | number | boolean>>;
}

export type { ListPage };

/** The calls of one area: list, get, create, update (quoting its version), delete. */
export interface ResourceApi<T extends StoredRecord, TInput, Filter extends string = string> {
  list(query: ListQuery<Filter>): Promise<ListPage<T>>;
  get(id: number): Promise<T>;
  create(input: TInput): Promise<T>;
  update(id: number, input: TInput & { version: number }): Promise<T>;
  /** The record when it was archived rather than deleted (employees), else null. */
  remove(id: number): Promise<T | null>;
}

/** The query string of a list query; empty values are left out. */
export function listParams({ page, pageSize, sort, q, filters = {} }: ListQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (sort) params.sort = sort;
  if (q?.trim()) params.q = q.trim();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== '' && value !== undefined) params[name] = String(value);
  }
  return params;
}

/** Checks an answer's items against the area's item schema (throws when one does not match); no check when null. */
export type ItemCheck = ((items: readonly unknown[], where: string) => Promise<void>) | null;

/**
 * A check of the answers against the contract's item schema, for development and tests: an
 * answer that does not match fails loudly where it arrives instead of as a blank cell later.
 * The schemas load with the first answer checked; production builds never ask for them.
 */
export function schemaCheck(schema: () => Promise<z.ZodType>): ItemCheck {
  return async (items, where) => {
    const itemSchema = await schema();
    for (const item of items) {
      const parsed = itemSchema.safeParse(item);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
        throw new Error(`The answer of ${where} does not match the contract: ${issues}`);
      }
    }
  };
}

/** The typed module of one area of `/app/{area}`. */
export function createResourceApi<T extends StoredRecord, TInput, Filter extends string = string>(
  client: HttpClient,
  area: HrArea,
  check: ItemCheck = null,
): ResourceApi<T, TInput, Filter> {
  const base = `/app/${area}`;
  const checked = async <R>(where: string, item: R): Promise<R> => {
    if (check && item) await check([item], where);
    return item;
  };
  return {
    list: async (query) => {
      const page = (await client.get<ListPage<T>>(base, { params: listParams(query) })).data;
      if (check) await check(page.items, base);
      return page;
    },
    get: async (id) => checked(`${base}/${id}`, (await client.get<T>(`${base}/${id}`)).data),
    create: async (input) => checked(base, (await client.post<T>(base, input)).data),
    update: async (id, input) => checked(`${base}/${id}`, (await client.put<T>(`${base}/${id}`, input)).data),
    remove: async (id) => checked(`${base}/${id}`, (await client.delete<T | ''>(`${base}/${id}`)).data || null),
  };
}

/** The contract's largest page. */
const LARGEST_PAGE = 200;
/** A guard against a backend whose totals never add up. */
const MAX_PAGES = 50;

/** Every record a list query matches, page after page (a month of a service, a unit's events). */
export async function listEveryPage<T extends StoredRecord, Filter extends string = string>(
  resource: Pick<ResourceApi<T, unknown, Filter>, 'list'>,
  query: Omit<ListQuery<Filter>, 'page' | 'pageSize'>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await resource.list({ ...query, page, pageSize: LARGEST_PAGE });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

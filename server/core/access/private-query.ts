import type { HrArea } from '@/domain/hr/areas';
import { privateFieldsOf } from '@/domain/private-data';
import { hasEveryWord, searchableText } from '../storage/listing';
import type { RowFilter, RowQuery, RowsWithin } from '../storage/repository';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { withinOf } from './area-reach';
import { scopeOf } from './scope';

/**
 * The areas whose search text holds private fields (a leave's type and reason:
 * `hr/areas/leave.ts`), by the field naming the person the record is about: whoever may not
 * read those fields searches the records by their person's name instead.
 */
const SEARCHED_BY_PERSON: Partial<Record<HrArea, string>> = { leave: 'employeeId' };

/** Whether the rows `within` limits a list to are all among `readable` (undefined: every row). */
function holdsOnly(within: readonly RowsWithin[] | undefined, readable: readonly RowsWithin[] | undefined): boolean {
  if (readable === undefined) return true;
  if (within === undefined) return false;
  // Several limits all hold: one that names only readable ids is enough.
  return readable.every((limit) => within.some((own) => own.field === limit.field && own.ids.every((id) => limit.ids.includes(id))));
}

const fieldOfFilter = (filter: RowFilter): string | undefined => ('field' in filter.spec ? filter.spec.field : undefined);
/** "typeName" of "typeName" and of "typeName.fr". */
const topField = (path: string) => path.split('.')[0];

/** The people among `ids` whose name holds every word, as the leave list shows it ("Émilie Nowak"). */
async function peopleNamed(ctx: AppContext, ids: readonly number[], words: readonly string[]): Promise<number[]> {
  const people = await ctx.db.getMany('employees', ids);
  return people.filter((person) => hasEveryWord(searchableText([`${person.firstName} ${person.lastName}`]), words)).map((person) => person.id);
}

/**
 * A list query as the session may run it (docs/roles.md, "Why someone is away"): what it asks
 * of private fields must not tell what the answer leaves out. Unless the session reads the
 * private fields of every row the query's limits hold:
 * - a filter on a private field (a leave's type) holds only among the rows whose fields it reads;
 * - a sort by one is left out: the order would tell them;
 * - search words are looked for in the person's name only (`SEARCHED_BY_PERSON`).
 * The rows whose private fields the session is answered for another reason (a request awaiting
 * its decision) are searched as the others: this errs on the side of telling less.
 */
export async function privateSafeQuery(area: HrArea, session: Session, ctx: AppContext, query: RowQuery): Promise<RowQuery> {
  const fields = privateFieldsOf(area);
  if (fields.length === 0) return query;
  const readable = withinOf(area, await scopeOf(session, area, 'readPrivate', ctx));
  if (holdsOnly(query.within, readable)) return query;

  const isPrivate = (field: string | undefined) => field !== undefined && fields.includes(field);
  const within = [...(query.within ?? [])];
  if (query.filters.some((filter) => isPrivate(fieldOfFilter(filter)))) within.push(...(readable ?? []));
  const sort = query.sort.filter((key) => !isPrivate(topField(key.field)));

  const personField = SEARCHED_BY_PERSON[area];
  if (personField === undefined || query.words.length === 0) return { ...query, within, sort };
  const people = within.find((limit) => limit.field === personField);
  // Without a list of people to look through (no such reach today), only the readable rows are searched.
  if (!people) return { ...query, within: [...within, ...(readable ?? [])], sort };
  return { ...query, within: [...within, { field: personField, ids: await peopleNamed(ctx, people.ids, query.words) }], sort, words: [] };
}

import type { Assignment } from '@/domain/hr/assignment';
import type { Department, Direction, Enterprise, Service } from '@/domain/hr/organisation';
import { holidayDates, isAlsaceMoselleDepartment, publicHolidays } from '@/domain/rules/holidays';
import type { AreaView, HrReader, HrRepository, HrWriter } from '@server/core/storage/repository';
import type { Clock } from '@server/core/storage/store';
import { readingOnce } from '@server/core/storage/reading-once';
import { auditEntries, createAuditNotes, type Actor, type AuditNotes } from '../audit/trail';
import { mailingTransaction, NO_MAIL_LISTENER, type MailListener } from '../mail/committing';
import type { NotificationLinks } from '../notify/deliver';
import { notifyChanges } from '../notify/notify';
import type { AreaDefinition, AreaTable } from './area';
import { refuseClosedMonths } from '../payroll/lock';
import { keepRegister } from '../register/lines';

/** A service with the units above it, as far as they exist. */
export interface UnitChain {
  service?: Service;
  department?: Department;
  direction?: Direction;
  enterprise?: Enterprise;
}

/** What every area's rules and views read: the tables (through the repository port) and the clock. */
export interface AppContext {
  readonly db: HrReader;
  readonly clock: Clock;
  /** The employee's principal assignment covering `date` (today by default). */
  principalAssignment(employeeId: number, date?: string): Promise<Assignment | undefined>;
  unitsOf(serviceId: number | undefined): Promise<UnitChain>;
  /** The public holidays off work at the employee's site, from `from` to `to` (Alsace-Moselle aware). */
  nonWorkedHolidays(employeeId: number, from: string, to: string): Promise<ReadonlySet<string>>;
  /** The public holidays off work in the years of `from` to `to` at a site in Alsace-Moselle or elsewhere: what `nonWorkedHolidays` answers once the site is known. */
  siteHolidays(alsaceMoselle: boolean, from: string, to: string): Set<string>;
  /** What the repository knows of an area (its names, keys, sequences), the same object each time. */
  view<T extends AreaTable, I extends object, N extends object>(area: AreaDefinition<T, I, N>): AreaView<T, N>;
  /**
   * Runs `fn` all-or-nothing; inside a transaction already, `fn` joins it. What it writes is
   * recorded in the audit trail, in the same transaction, under the name of the context's
   * actor (`as`): a transaction that writes without one is refused. The mail it queues
   * (`db.appendMail`) is written with it, and delivered once it has committed.
   */
  transaction<R>(fn: (ctx: WriteContext) => Promise<R>): Promise<R>;
  /** The same context, its writes recorded in the audit trail as `actor`'s. */
  as(actor: Actor): AppContext;
  /**
   * A context for the reads of one answer, each made once (`readingOnce`): many rows computed
   * alike share their reads. It may not write.
   */
  readingOnce(): AppContext;
}

/** The context of a transaction: its writes, and its reads that see them. */
export interface WriteContext extends AppContext {
  readonly db: HrWriter;
  /** What the audit trail records beyond the rows written (docs/roles.md). */
  readonly audit: AuditNotes;
}

/** The first year the computus of Easter (publicHolidays) accepts. */
const GREGORIAN_FROM = 1583;

/** What the contexts of one backend share: its clock, the areas' views, computed holidays. */
interface Shared {
  repository: HrRepository;
  clock: Clock;
  views: WeakMap<object, unknown>;
  /** The read-only context over each reader the repository hands the views (made once). */
  readers: WeakMap<HrReader, AppContext>;
  holidaysByYear: Map<string, ReadonlySet<string>>;
  /** Hears of the mail a transaction queued, once it has committed. */
  mail: MailListener;
  /** Where the notifications' links point; absent: a context that notifies nobody (names computed). */
  links?: NotificationLinks;
}

function contextOver<D extends HrReader>(
  db: D,
  shared: Shared,
  transaction: AppContext['transaction'],
  as: AppContext['as'],
): AppContext & { db: D } {
  const { clock } = shared;
  const holidaysOf = (year: number, alsaceMoselle: boolean) => {
    const cacheKey = `${year}:${alsaceMoselle}`;
    let dates = shared.holidaysByYear.get(cacheKey);
    if (!dates) shared.holidaysByYear.set(cacheKey, (dates = holidayDates(publicHolidays(year, { alsaceMoselle }))));
    return dates;
  };

  const context: AppContext & { db: D } = {
    db,
    clock,
    principalAssignment: (employeeId, date) => db.principalAssignment(employeeId, date ?? clock.today()),
    async unitsOf(serviceId) {
      const service = serviceId === undefined ? undefined : await db.get('services', serviceId);
      const department = service && (await db.get('departments', service.departmentId));
      const direction = department && (await db.get('directions', department.directionId));
      const enterprise = direction && (await db.get('enterprises', direction.enterpriseId));
      return { service, department, direction, enterprise };
    },
    async nonWorkedHolidays(employeeId, from, to) {
      const assignment = (await context.principalAssignment(employeeId, from)) ?? (await context.principalAssignment(employeeId));
      const { enterprise } = await context.unitsOf(assignment?.serviceId);
      const city = enterprise && (await db.get('cities', enterprise.cityId));
      return context.siteHolidays(isAlsaceMoselleDepartment(city?.postalCode?.slice(0, 2) ?? ''), from, to);
    },
    siteHolidays(alsaceMoselle, from, to) {
      const dates = new Set<string>();
      // Easter, and so the holidays, are computed for Gregorian years only (1583 on): none before.
      for (let year = Math.max(GREGORIAN_FROM, Number(from.slice(0, 4))); year <= Number(to.slice(0, 4)); year += 1) {
        holidaysOf(year, alsaceMoselle).forEach((date) => dates.add(date));
      }
      return dates;
    },
    view: (area) => viewOf(area, shared),
    transaction,
    as,
    readingOnce: () => contextOver(readingOnce(db), shared, readOnly, as),
  };
  return context;
}

/** The area as the repository sees it: its names computed in a context over the reader it is given. */
function viewOf<T extends AreaTable, I extends object, N extends object>(area: AreaDefinition<T, I, N>, shared: Shared): AreaView<T, N> {
  let view = shared.views.get(area) as AreaView<T, N> | undefined;
  if (view) return view;
  const over = (reader: HrReader) => {
    let context = shared.readers.get(reader);
    if (!context) shared.readers.set(reader, (context = contextOver(reader, shared, readOnly, () => context as AppContext)));
    return context;
  };
  view = {
    table: area.table,
    names: (row, reader) => area.names(row, over(reader)),
    resolvedFields: area.resolvedFields,
    searchText: area.searchText,
    unique: area.unique,
    sequences: area.sequences,
    dependsOn: area.dependsOn.map(({ table, affected }) => ({
      table,
      ...(affected && { affected: (change, reader) => affected(change, over(reader)) }),
    })),
    namesDependOnDay: area.namesDependOnDay,
  };
  shared.views.set(area, view);
  return view;
}

const readOnly: AppContext['transaction'] = () => Promise.reject(new Error('Names are computed without writing'));

/** A context over the repository whose transactions are signed by `actor` (none: they may not write). */
function actingContext(shared: Shared, actor: Actor | undefined): AppContext {
  const { repository, clock } = shared;
  const as = (other: Actor) => actingContext(shared, other);
  return contextOver(
    repository,
    shared,
    (fn) =>
      mailingTransaction(shared.mail, repository, async (tx) => {
        const audit = createAuditNotes();
        const inside: WriteContext = { ...contextOver(tx, shared, (nested) => nested(inside), as), audit };
        const result = await fn(inside);
        // The staff register follows the records it mentions, in the same transaction (docs/domain.md);
        // a purge's anonymised names are not corrections (docs/retention.md).
        if (!audit.summarised()) await keepRegister(inside, tx.changes(), actor);
        const changes = tx.changes();
        if (changes.length === 0 && audit.notes.length === 0) return result;
        // A closed payroll month is locked: whatever route wrote the rows (docs/payroll.md); a purge of records kept past their time is not held by it (docs/retention.md).
        if (!audit.summarised()) await refuseClosedMonths(inside, changes);
        if (!actor) throw new Error('A write is recorded under the name of who makes it: use ctx.as(session)');
        await tx.appendAudit(auditEntries(changes, audit, actor, clock.now()));
        if (shared.links && !audit.summarised()) await notifyChanges(inside, changes, actor.userId, shared.links);
        return result;
      }),
    as,
  );
}

/**
 * The context of a request, over the repository; its transactions run in the repository's, their
 * mail told to `mail`, and (given `links`) they notify who must know of the requests they write.
 */
export function createAppContext(repository: HrRepository, clock: Clock, mail: MailListener = NO_MAIL_LISTENER, links?: NotificationLinks): AppContext {
  return actingContext({ repository, clock, views: new WeakMap(), readers: new WeakMap(), holidaysByYear: new Map(), mail, links }, undefined);
}

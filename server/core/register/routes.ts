import type { Enterprise } from '@/domain/hr/organisation';
import { amendedFacts, inHiringOrder, type RegisterLine, type RegisterLineRow, type StaffRegister } from '@/domain/hr/staff-register';
import type { Action } from '@/domain/permissions';
import { actorOf, forbidden, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { actingAs, recordNotes } from '../audit/acting';
import { employerFacts } from '../exit/employment';
import { pdfResponse } from '../exit/pdf';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { notFound } from '../hr/write';
import { json, type Routes } from '../http';
import type { Session } from '../ports';
import { earliestOf, keepLinesOf } from './lines';
import { registerPdf } from './register-pdf';

const SUBJECT = 'Cette entreprise';

/** The enterprise of the address, within the session's reach of the register for `action` (else 403). */
async function enterpriseWithin(ctx: AppContext, session: Session, rawId: string | undefined, action: Action): Promise<Enterprise> {
  const enterpriseId = positiveId(rawId, () => notFound(SUBJECT));
  const enterprise = await ctx.db.get('enterprises', enterpriseId);
  if (!enterprise) throw notFound(SUBJECT);
  if (!covers(await scopeOf(session, 'staffRegister', action, ctx), 'enterprises', enterpriseId)) throw forbidden();
  return enterprise;
}

/** Everyone who ever held a principal assignment to one of the enterprise's positions. */
async function everyoneOf(ctx: AppContext, enterpriseId: number): Promise<Set<number>> {
  const people = new Set<number>();
  for (const position of (await ctx.db.all('positions')).filter((row) => row.enterpriseId === enterpriseId)) {
    for (const assignment of await ctx.db.where('assignments', 'positionId', position.id)) if (assignment.kind === 'principale') people.add(assignment.employeeId);
  }
  return people;
}

/**
 * Lines for the people who worked there before the register was kept (the demo's, those of
 * a database from before it): written from their records, in a transaction signed by the
 * reader, with no amendment. Afterwards, every write keeps them (register/lines.ts).
 */
async function writeMissingLines(ctx: AppContext, session: Session, enterpriseId: number): Promise<void> {
  const written = new Set((await ctx.db.where('registerLines', 'enterpriseId', enterpriseId)).map((line) => line.employeeId));
  const missing = [...(await everyoneOf(ctx, enterpriseId))].filter((id) => !written.has(id));
  if (missing.length === 0) return;
  await actingAs(ctx, session).transaction(async (tx) => {
    for (const employee of await tx.db.getMany('employees', missing)) await keepLinesOf(tx, employee, session.name);
  });
}

/** Each section in hiring order, ranked from 1; one line per person (the first written). */
function sectionLines(rows: readonly RegisterLineRow[], section: RegisterLineRow['section']): RegisterLine[] {
  const byPerson = new Map<number, RegisterLineRow[]>();
  for (const row of rows) if (row.section === section) byPerson.set(row.employeeId, [...(byPerson.get(row.employeeId) ?? []), row]);
  const lines = [...byPerson.values()].map((group) => earliestOf(group)).filter((row): row is RegisterLineRow => row !== undefined);
  return lines.sort(inHiringOrder).map((row, index) => ({
    id: row.id,
    employeeId: row.employeeId,
    matricule: row.matricule,
    section: row.section,
    rank: index + 1,
    facts: amendedFacts(row),
    amendments: row.amendments,
  }));
}

/** The enterprise's register as it stands. */
async function registerOf(ctx: AppContext, session: Session, enterprise: Enterprise): Promise<StaffRegister> {
  await writeMissingLines(ctx, session, enterprise.id);
  const rows = await ctx.db.where('registerLines', 'enterpriseId', enterprise.id);
  return { enterpriseId: enterprise.id, enterpriseName: enterprise.name, asOf: ctx.clock.today(), staff: sectionLines(rows, 'staff'), interns: sectionLines(rows, 'interns') };
}

/**
 * The registre unique du personnel of an enterprise (docs/domain.md, "Staff register"): GET
 * /app/register the enterprises whose register the session reads, GET /app/register/{id}
 * its lines as JSON (the page and its XLSX), GET /pdf the register printed (noted in the
 * audit trail). Root and HR of the enterprise only; nobody writes it: its lines follow the records.
 */
export function staffRegisterHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/register',
      async ({ session }) => {
        const { ctx } = await backend();
        const scope = await scopeOf(actorOf(session), 'staffRegister', 'read', ctx);
        const enterprises = (await ctx.db.all('enterprises')).filter((enterprise) => covers(scope, 'enterprises', enterprise.id));
        return json({ items: enterprises.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr')) });
      },
      { bearer: true, permission: need('staffRegister', 'read') },
    ),
    routes.on(
      'get',
      '/app/register/:id',
      async ({ params, session }) => {
        const { ctx } = await backend();
        const actor = actorOf(session);
        return json(await registerOf(ctx, actor, await enterpriseWithin(ctx, actor, params.id, 'read')));
      },
      { bearer: true, permission: need('staffRegister', 'read'), subject: SUBJECT },
    ),
    routes.on(
      'get',
      '/app/register/:id/pdf',
      async ({ params, session }) => {
        const { ctx } = await backend();
        const actor = actorOf(session);
        const enterprise = await enterpriseWithin(ctx, actor, params.id, 'export');
        const register = await registerOf(ctx, actor, enterprise);
        const bytes = await registerPdf(register, await employerFacts(ctx, enterprise), { author: actor.name });
        await recordNotes(ctx, actor, [{ area: 'staffRegister', recordId: enterprise.id, action: 'create', changes: [{ field: 'document', after: 'registre-unique-du-personnel' }], owner: { set: 'enterprises', id: enterprise.id } }]);
        return pdfResponse(bytes, `registre-unique-du-personnel-${enterprise.id}.pdf`);
      },
      { bearer: true, permission: need('staffRegister', 'export'), subject: SUBJECT },
    ),
  ];
}

import { ERROR_CODES } from '@/domain/common';
import type { Employee } from '@/domain/hr/employee';
import { attestationText, certificatText, type DocumentFacts, type DocumentText } from '@/domain/hr/employment-documents';
import { HR_DIRECTION_CODE } from '@/domain/rules/approver';
import { statusOn } from '@/domain/rules/employment';
import { actorOf, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { recordNotes } from '../audit/acting';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import type { Routes } from '../http';
import type { Session } from '../ports';
import { employeeWithin, exitDateOf } from './checklist-routes';
import { employerFacts, enterpriseOf, jobsHeld } from './employment';
import { documentPdf, pdfResponse } from './pdf';

const SUBJECT = 'Cet employé';

/** Who signs for the employer: the head of the enterprise's HR direction, else the account making the document. */
async function signatoryOf(ctx: AppContext, enterpriseId: number, session: Session): Promise<string> {
  const hr = (await ctx.db.all('directions')).find((direction) => direction.enterpriseId === enterpriseId && direction.code === HR_DIRECTION_CODE);
  const head = hr?.headEmployeeId === undefined ? undefined : await ctx.db.get('employees', hr.headEmployeeId);
  return head ? `${head.firstName} ${head.lastName}` : session.name;
}

/**
 * An employee making their own attestation: only where their enterprise lets them
 * (`selfAttestation`); HR (who follows the person's exit) always may. Else 403 `attestationByHr`.
 */
async function checkSelfAttestation(ctx: AppContext, actor: Session, employee: Employee, today: string): Promise<void> {
  if (covers(await scopeOf(actor, 'exitChecklist', 'read', ctx), 'people', employee.id)) return;
  const enterprise = await enterpriseOf(ctx, employee.id, today);
  if (enterprise?.selfAttestation !== true) throw new HttpFailure(403, FRENCH_MESSAGES.attestationByHr, undefined, ERROR_CODES.attestationByHr);
}

/** What a document says of the employee and their employer, on `date` (the exit, or today). */
async function factsOf(ctx: AppContext, employee: Employee, date: string, session: Session): Promise<Omit<DocumentFacts, 'exitDate'>> {
  const enterprise = await enterpriseOf(ctx, employee.id, date);
  if (!enterprise) throw new HttpFailure(409, "Cet employé n'est affecté à aucun poste : son employeur n'est pas connu.");
  return {
    employer: await employerFacts(ctx, enterprise),
    firstName: employee.firstName,
    lastName: employee.lastName,
    hireDate: employee.hireDate,
    jobs: await jobsHeld(ctx, employee.id, date),
    signatory: await signatoryOf(ctx, enterprise.id, session),
    issuedOn: ctx.clock.today(),
  };
}

/** The PDF, its making noted in the audit trail under the employee (who made which document, not its text). */
async function answered(ctx: AppContext, session: Session, employee: Employee, document: DocumentText, kind: string): Promise<Response> {
  const bytes = await documentPdf(document, { author: session.name });
  await recordNotes(ctx, session, [{ area: 'exitChecklist', recordId: employee.id, action: 'create', changes: [{ field: 'document', after: kind }], owner: { set: 'people', id: employee.id } }]);
  return pdfResponse(bytes, `${kind}-${employee.lastName}-${employee.firstName}.pdf`.normalize('NFD').replace(/[^A-Za-z0-9.-]+/g, '_'));
}

/**
 * The documents of an employment (docs/domain.md, "Exits"): the certificat de travail of an
 * employee with an exit date (GET, HR and the employee), an attestation d'emploi of a current
 * employee (POST: made by HR, or by the employee for themself).
 */
export function employmentDocumentHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/employee/:id/certificat',
      async ({ params, session }) => {
        const { ctx } = await backend();
        const actor = actorOf(session);
        const employee = await employeeWithin(ctx, actor, params.id, 'employmentDocument', 'read');
        const exitDate = exitDateOf(employee);
        const facts = await factsOf(ctx, employee, exitDate, actor);
        return answered(ctx, actor, employee, certificatText({ ...facts, exitDate }), 'certificat-de-travail');
      },
      { bearer: true, permission: need('employmentDocument', 'read'), subject: SUBJECT },
    ),
    routes.on(
      'post',
      '/app/employee/:id/attestation',
      async ({ params, session }) => {
        const { ctx } = await backend();
        const actor = actorOf(session);
        const employee = await employeeWithin(ctx, actor, params.id, 'employmentDocument', 'create');
        const today = ctx.clock.today();
        if (statusOn(employee, today) === 'left' || statusOn(employee, today) === 'upcoming') {
          throw new HttpFailure(409, FRENCH_MESSAGES.notEmployed, undefined, ERROR_CODES.notEmployed);
        }
        const facts = await factsOf(ctx, employee, today, actor);
        await checkSelfAttestation(ctx, actor, employee, today);
        return answered(ctx, actor, employee, attestationText(facts), 'attestation-emploi');
      },
      { bearer: true, permission: need('employmentDocument', 'create'), subject: SUBJECT },
    ),
  ];
}

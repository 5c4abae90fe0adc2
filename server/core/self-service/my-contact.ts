import { contactChangeSchema } from '@/domain/hr/private-change';
import { forbidden } from '../access/permission';
import { privacyOf } from '../access/private-fields';
import { actingAs } from '../audit/acting';
import { employeeArea } from '../hr/areas/employee';
import type { AppContext } from '../hr/context';
import { parseOrThrow } from '../hr/errors';
import { notFound, writeRecord } from '../hr/write';
import type { Session } from '../ports';

/**
 * PUT /app/my/contact `{ phone, version }`: the signed-in employee changes their own phone
 * (not private: no request to HR), through the employee area's write path (its version check,
 * rules and audit). An account linked to no employee is refused (403).
 */
export async function changeMyContact(ctx: AppContext, session: Session, body: unknown) {
  if (session.employeeId === undefined) throw forbidden();
  const { phone, version } = parseOrThrow(contactChangeSchema, body);
  const employee = await ctx.db.get('employees', session.employeeId);
  if (!employee) throw notFound('Cet employé');
  const row = await writeRecord(employeeArea, actingAs(ctx, session), { ...employee, phone, version }, employee.id, session);
  return (await privacyOf('employee', session, ctx))(row);
}

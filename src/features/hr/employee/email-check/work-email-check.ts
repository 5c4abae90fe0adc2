import type { FieldCheck } from '@/features/hr/toolkit/form-definition';
import { normalisedEmail, workEmailCheckActions } from './email-check-slice';

/** The employee form's work e-mail, checked for uniqueness as it is typed. */
export const workEmailCheck: FieldCheck = {
  request: (email, employeeId) => workEmailCheckActions.check({ email, employeeId }),
  select: ({ workEmailCheck: answer }, email) => {
    if (answer.status !== 'taken' || answer.email !== normalisedEmail(email)) return null;
    return answer.usedBy ? { code: 'emailTaken', params: { name: answer.usedBy } } : { code: 'emailTakenByAccount' };
  },
};

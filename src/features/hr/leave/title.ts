import type { HrRecord } from '@/api';
import { leaveTypeName } from '@/shared/lib/reference-labels';
import type { LabelContext } from '../toolkit/form-definition';
import { textOf } from '../toolkit/form-values';

/** "Camille Martin — Paid leave": how a request is named in titles and questions, its type in the user's language. */
export const leaveTitle = (record: HrRecord, { t }: Pick<LabelContext, 't'>) =>
  `${textOf(record, 'employeeName')} — ${leaveTypeName(t, record.typeId, record.typeName)}`;

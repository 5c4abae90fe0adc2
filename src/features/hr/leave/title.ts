import type { AreaItem } from '@/contract/areas';
import { leaveTypeName } from '@/shared/lib/reference-labels';
import type { LabelContext } from '../toolkit/form-definition';
import { textOf } from '../toolkit/form-values';

/** "Camille Martin — Paid leave": how a request is named in titles and questions, its type in the user's language. */
export const leaveTitle = (record: AreaItem<'leave'>, { t }: Pick<LabelContext, 't'>) =>
  `${textOf(record, 'employeeName')} — ${leaveTypeName(t, record.typeId, record.typeName)}`;

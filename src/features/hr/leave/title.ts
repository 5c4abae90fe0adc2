import type { HrRecord } from '@/api';
import { textOf } from '../toolkit/form-values';

/** "Camille Martin — Congés payés": how a request is named in titles and questions. */
export const leaveTitle = (record: HrRecord) => `${textOf(record, 'employeeName')} — ${textOf(record, 'typeName')}`;

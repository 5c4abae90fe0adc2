import type { AreaItem } from '@/contract/areas';
import { textOf } from '../toolkit/form-values';

/** "OM-2026-0007 — Camille Martin": how a mission order is named in titles and questions. */
export const missionTitle = (record: AreaItem<'mission'>) => `${textOf(record, 'reference')} — ${textOf(record, 'employeeName')}`;

import type { TFunction } from 'i18next';
import type { AuditEntry } from '@/contract/audit';
import { formatDateTime } from '@/shared/lib/format';
import type { ExportTable } from '../export/export-table';
import { areaLabel, changeText } from './change-text';

/** The columns of the trail's export, in order: what the audit page shows. */
const COLUMNS = ['at', 'who', 'area', 'record', 'action', 'changes'] as const;

const text = (value: string) => ({ text: value, value: value === '' ? null : value });

/** The trail as an export writes it: one row per entry, its changes in one cell ("Phone: a → b; IBAN: changed"). */
export function auditExportTable(entries: readonly AuditEntry[], t: TFunction): ExportTable {
  return {
    columns: COLUMNS.map((column) => ({ label: t(`hr.audit.columns.${column}`), format: 'text' as const })),
    rows: entries.map((entry) =>
      [
        formatDateTime(entry.at),
        entry.userName,
        areaLabel(t, entry.area),
        entry.recordId === undefined ? '' : String(entry.recordId),
        t(`hr.audit.actions.${entry.action}`),
        entry.changes.map((change) => changeText(t, entry.area, change)).join('; '),
      ].map(text),
    ),
  };
}

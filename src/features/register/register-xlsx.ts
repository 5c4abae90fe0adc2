import type { TFunction } from 'i18next';
import type { RegisterLine, StaffRegister } from '@/domain/hr/staff-register';
import { buildXlsx, type XlsxColumn, type XlsxValue } from '@/shared/lib/xlsx';
import { amendmentValue, contractValue, mentionLabel, mentionValue, permitValue } from './register-text';

/** A date cell: the day at UTC midnight, as exceljs writes dates. */
const day = (date: string | undefined): XlsxValue => (date ? new Date(`${date}T00:00:00Z`) : null);

/**
 * The register as a workbook, in the user's language: one row per line, staff then interns,
 * each in hiring order, with its amendments in the last column.
 */
export function registerXlsx(register: StaffRegister, t: TFunction): Promise<Blob> {
  const columns: XlsxColumn[] = [
    { header: t('staffRegister.section'), format: 'text' },
    { header: t('staffRegister.rank'), format: 'number' },
    { header: t('staffRegister.matricule'), format: 'text' },
    ...(['lastName', 'firstName', 'nationality'] as const).map((field) => ({ header: mentionLabel(t, field), format: 'text' as const })),
    { header: mentionLabel(t, 'birthDate'), format: 'date' },
    ...(['gender', 'job', 'qualification'] as const).map((field) => ({ header: mentionLabel(t, field), format: 'text' as const })),
    { header: mentionLabel(t, 'entryDate'), format: 'date' },
    { header: mentionLabel(t, 'exitDate'), format: 'date' },
    { header: t('staffRegister.contract'), format: 'text' },
    { header: t('staffRegister.permit'), format: 'text' },
    { header: t('staffRegister.amendments'), format: 'text' },
  ];
  const row = (line: RegisterLine): XlsxValue[] => [
    t(`staffRegister.sections.${line.section}`),
    line.rank,
    line.matricule,
    line.facts.lastName,
    line.facts.firstName,
    line.facts.nationality,
    day(line.facts.birthDate),
    mentionValue(t, 'gender', line.facts.gender),
    line.facts.job,
    line.facts.qualification,
    day(line.facts.entryDate),
    day(line.facts.exitDate),
    contractValue(t, line.facts),
    permitValue(line.facts) || null,
    line.amendments.map((amendment) => amendmentValue(t, amendment)).join('\n') || null,
  ];
  return buildXlsx({ name: t('staffRegister.title'), columns, rows: [...register.staff, ...register.interns].map(row) });
}

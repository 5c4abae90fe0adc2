import type { HrRecord } from '@/api';
import type { LanguageCode } from '@/i18n/languages';
import type { LabelContext } from './form-definition';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A name kept in every language (`{ fr: 'France', en: 'France', … }`), in the user's, else French. */
export function nameIn(names: unknown, language: LanguageCode): string | undefined {
  if (!names || typeof names !== 'object') return undefined;
  const byLanguage = names as Record<string, unknown>;
  const name = byLanguage[language] ?? byLanguage.fr;
  return typeof name === 'string' ? name : undefined;
}

/** How each kind of record is named in pickers and titles. */
export const recordLabels = {
  /** "Camille Martin (EMP-000012)". */
  employee: (record: HrRecord) => {
    const name = text(record.fullName) || `${text(record.firstName)} ${text(record.lastName)}`.trim();
    return record.matricule ? `${name} (${text(record.matricule)})` : name;
  },
  /** A unit, an enterprise, a project: its name. */
  named: (record: HrRecord) => text(record.name) || String(record.id),
  /** "Chargé de recrutement (RH-REC) — Acme": a position is one enterprise's, and titles repeat across them. */
  position: (record: HrRecord) =>
    `${text(record.title)}${record.code ? ` (${text(record.code)})` : ''}${record.enterpriseName ? ` — ${text(record.enterpriseName)}` : ''}`,
  /** "Lyon 69001". */
  city: (record: HrRecord) => `${text(record.name)}${record.postalCode ? ` ${text(record.postalCode)}` : ''}`,
  country: (record: HrRecord, { language }: Pick<LabelContext, 'language'>) => nameIn(record.names, language) ?? text(record.code),
};

import type { HrRecord } from '@/api';
import type { AreaItem } from '@/contract/areas';
import type { HrArea } from '@/domain/hr/areas';
import type { LanguageCode } from '@/i18n/languages';
import type { LabelContext } from './form-definition';

/**
 * A picker's record read as an item of its area: pickers hold records of the area they
 * search, so the labels read the contract's field names, and renaming one fails here.
 */
const itemOf = <A extends HrArea>(_area: A, record: HrRecord) => record as Partial<AreaItem<A>>;

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
    const { fullName, firstName, lastName, matricule } = itemOf('employee', record);
    const name = fullName || `${firstName ?? ''} ${lastName ?? ''}`.trim();
    return matricule ? `${name} (${matricule})` : name;
  },
  /** A unit, an enterprise, a project: its name. */
  named: (record: HrRecord) => itemOf('service', record).name || String(record.id),
  /** "Chargé de recrutement (RH-REC) — Acme": a position is one enterprise's, and titles repeat across them. */
  position: (record: HrRecord) => {
    const { title, code, enterpriseName } = itemOf('position', record);
    return `${title ?? ''}${code ? ` (${code})` : ''}${enterpriseName ? ` — ${enterpriseName}` : ''}`;
  },
  /** "Lyon 69001". */
  city: (record: HrRecord) => {
    const { name, postalCode } = itemOf('city', record);
    return `${name ?? ''}${postalCode ? ` ${postalCode}` : ''}`;
  },
  country: (record: HrRecord, { language }: Pick<LabelContext, 'language'>) => {
    const { names, code } = itemOf('country', record);
    return nameIn(names, language) ?? code ?? '';
  },
};

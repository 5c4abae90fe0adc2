import type { TFunction } from 'i18next';
import type { HrRecord } from '@/api';
import type { HrArea } from '@/domain/hr/areas';

const PERSON: Record<string, string> = { F: 'female', M: 'male' };

/**
 * The i18next context a text naming a record agrees with ("« Direction Commerciale » sera
 * supprimée"): a person's own gender (the base, inclusive form for another one), else the
 * gender of the area's noun in the language in use (`hr.{area}.gender`: 'male', 'female',
 * 'neutral' where the texts do not agree).
 */
export function recordGender(area: HrArea, record: HrRecord | null | undefined, t: TFunction): string {
  if (typeof record?.gender === 'string') return PERSON[record.gender] ?? 'neutral';
  return t(`hr.${area}.gender`);
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEurosFromCents, formatNumber } from '@/shared/lib/format';
import type { FormError } from './form-definition';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a server's error names, as the translation shows it: dates and amounts formatted
 * (`minimumCents` → `minimum`), hours as numbers, and the other record of an overlap
 * (`with`) or the minimum applied (`rule`) put in words as `what` and `rule`.
 */
export function errorParams(params: Record<string, string> | undefined, t: TFunction): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name.endsWith('Cents') && value !== '' && Number.isFinite(Number(value))) {
      shown[name.slice(0, -'Cents'.length)] = formatEurosFromCents(Number(value));
    } else if (name === 'hours' && Number.isFinite(Number(value))) shown[name] = formatNumber(Number(value));
    else shown[name] = ISO_DATE.test(value) ? formatDate(value) : value;
  }
  // An overlap without its detail (an older server) still reads as a sentence.
  shown.what = t(`validation.overlapWith.${params?.with ?? 'other'}`, shown);
  if (params?.rule) shown.rule = t(`validation.minimumRules.${params.rule}`);
  // A position's range may be open on one side.
  if (params?.position !== undefined) {
    shown.min ??= '—';
    shown.max ??= '—';
  }
  return shown;
}

/** The translated text of a field's error. */
export function useFieldErrorText(): (error: FormError) => string {
  const { t } = useTranslation();
  return (error) =>
    t(`validation.${error.code}`, { ...errorParams(error.params, t), defaultValue: error.message ?? t('validation.invalid') });
}

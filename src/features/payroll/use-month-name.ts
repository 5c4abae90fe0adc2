import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@/i18n/languages';
import { monthLabel } from '@/shared/lib/month-label';

/** A payroll month (YYYY-MM) in the interface's language: "mars 2026". */
export function useMonthName(): (month: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'fr';
  return (month) => monthLabel(month, language, 'long');
}

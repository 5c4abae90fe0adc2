import { useTranslation } from 'react-i18next';
import type { WorkingTimeFlag } from '@/domain/rules/attendance-rules';

/** The full name of a broken rule, with its article of the Code du travail. */
export const ruleKey = (flag: WorkingTimeFlag) => `hr.attendance.rules.${flag}`;

/**
 * The working-time rules a day or a week breaks, as small badges: a short text to see,
 * the rule's full name in the tooltip and for screen readers.
 */
export function FlagBadges({ flags }: { flags: readonly WorkingTimeFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
      {flags.map((flag) => (
        <li key={flag}>
          <span className="badge rounded-pill fw-medium bg-warning-subtle text-warning-emphasis border border-warning-subtle" title={t(ruleKey(flag))}>
            <span aria-hidden="true">⚠ {t(`hr.attendance.rulesShort.${flag}`)}</span>
            <span className="visually-hidden">{t(ruleKey(flag))}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

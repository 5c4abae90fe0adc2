import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WorkingTimeFlag } from '@/domain/rules/attendance-rules';
import { ruleKey } from './FlagBadges';

/** The broken rules' full names, for a tooltip. */
export const ruleNames = (t: TFunction, flags: readonly WorkingTimeFlag[]): string => flags.map((flag) => t(ruleKey(flag))).join(' ; ');

/**
 * A small ⚠ in the corner of a cell of the service's grid (the cell is `att-cell`), the
 * rules it stands for read out to screen readers; the cell's tooltip names them too.
 */
export function FlagMark({ flags }: { flags: readonly WorkingTimeFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <span className="att-cell__flag text-danger-emphasis">
      <span aria-hidden="true">⚠</span>
      <span className="visually-hidden">{ruleNames(t, flags)}</span>
    </span>
  );
}

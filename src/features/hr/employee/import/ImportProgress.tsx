import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import type { ImportPhase } from './import-slice';

export interface ImportProgressProps {
  phase: ImportPhase;
  done: number;
  total: number;
  /** An import: the check is its first half, the writing the rest; a dry run is all check. */
  writes: boolean;
}

/** How far a dry run or an import got: the rows checked, part by part, then the writing. */
export function ImportProgress({ phase, done, total, writes }: ImportProgressProps) {
  const { t } = useTranslation();
  const share = writes ? 50 : 100;
  const percent = phase === 'checking' ? Math.round((done / Math.max(total, 1)) * share) : 75;
  const text =
    phase === 'checking'
      ? t('hr.import.progressChecking', { done: formatNumber(done), total: formatNumber(total) })
      : t('hr.import.progressWriting', { total: formatNumber(total) });
  return (
    <div className="mt-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={t(writes ? 'hr.import.progressLabel' : 'hr.import.checkProgressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
      <p className="small mt-2 mb-0" role="status">
        {text}
      </p>
    </div>
  );
}

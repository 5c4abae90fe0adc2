import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import type { ImportPhase } from './import-slice';

/** How far the import got: the rows checked again (the first half), then the writing. */
export function ImportProgress({ phase, done, total }: { phase: ImportPhase; done: number; total: number }) {
  const { t } = useTranslation();
  const percent = phase === 'checking' ? Math.round((done / Math.max(total, 1)) * 50) : 75;
  const text =
    phase === 'checking'
      ? t('hr.import.progressChecking', { done: formatNumber(done), total: formatNumber(total) })
      : t('hr.import.progressWriting', { total: formatNumber(total) });
  return (
    <div className="mt-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('hr.import.progressLabel')}
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

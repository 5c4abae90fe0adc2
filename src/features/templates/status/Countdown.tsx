import { useTranslation } from 'react-i18next';
import { countdownParts, type CountdownParts } from '@/shared/lib/countdown';

const UNITS: readonly (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds'];

/** The time left in days, hours, minutes and seconds; a timer role, so it is read on demand, not every second. */
export function Countdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const parts = countdownParts(remainingMs);
  return (
    <div
      role="timer"
      aria-label={t('templates.status.comingSoon.timeLeft')}
      className="countdown d-flex justify-content-center flex-wrap gap-2 gap-sm-3 mb-4"
    >
      {UNITS.map((unit) => (
        <div key={unit} className="countdown__unit rounded-3 shadow-sm px-2 py-3">
          <div className="countdown__value fw-bold lh-1">{String(parts[unit]).padStart(2, '0')}</div>
          <div className="small text-body-secondary mt-1">{t(`templates.status.comingSoon.units.${unit}`)}</div>
        </div>
      ))}
    </div>
  );
}

import { useId, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Button, Collapse, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/domain/common';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { useDayText } from '@/shared/lib/use-day-text';
import { formatDate } from '@/shared/lib/format';
import { MonthTable } from './MonthTable';
import { useBalanceOnDate } from './use-me-balances';

const TOUCH = { minHeight: 44 } as const;

/** "On a date": a day from today to the end of the next period, the paid-leave balance projected to it, month by month. */
export function BalanceOnDatePanel({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const fieldId = useId();
  const [date, setDate] = useState('');
  const [open, setOpen] = useState(false);
  // No date yet: the backend answers on its today, which gives the field its bounds.
  const asked = useBalanceOnDate('card', employeeId, isIsoDate(date) ? { date } : {});
  const answer = asked.data;
  // The backend's today, from the first answer: the first day that may be picked.
  const today = useAppSelector((state) => state.meBalances.today) ?? undefined;
  const countsAs = LEAVE_TYPES.find((type) => type.id === answer?.typeId)?.countsAs ?? 'ouvrables';
  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-3">
      <h3 id={`${fieldId}-title`} className="h6">{t('meBalances.onDate.title')}</h3>
      <Form.Group controlId={fieldId} className="mb-2" style={{ maxWidth: '16rem' }}>
        <Form.Label>{t('meBalances.onDate.label')}</Form.Label>
        <Form.Control
          type="date"
          style={TOUCH}
          value={date || (answer?.date ?? '')}
          min={today}
          max={answer?.latestDate}
          onChange={(event) => setDate(event.target.value)}
        />
      </Form.Group>
      {asked.error && <p className="text-danger small" role="alert">{asked.error.message || t('meBalances.error')}</p>}
      {answer && (
        <div aria-live="polite" data-testid="balance-on-date">
          <p className="mb-1 fs-5">
            {t('meBalances.onDate.available', { date: formatDate(answer.date), days: dayText(answer.available, countsAs) })}
          </p>
          <p className="small text-body-secondary mb-1">
            {t('meBalances.onDate.period', { from: formatDate(answer.periodStart), to: formatDate(answer.periodEnd) })}
            {' · '}
            {t('meBalances.onDate.latest', { date: formatDate(answer.latestDate) })}
          </p>
          {answer.lost > 0 && <p className="small mb-1 text-warning-emphasis">{t('meBalances.onDate.lost', { days: dayText(answer.lost, countsAs) })}</p>}
          <Button variant="link" className="px-0" style={TOUCH} aria-expanded={open} aria-controls={`${fieldId}-months`} onClick={() => setOpen(!open)}>
            {t(open ? 'meBalances.onDate.hideMonths' : 'meBalances.onDate.showMonths')}
          </Button>
          <Collapse in={open}>
            <div id={`${fieldId}-months`}>
              <MonthTable answer={answer} />
            </div>
          </Collapse>
        </div>
      )}
    </section>
  );
}

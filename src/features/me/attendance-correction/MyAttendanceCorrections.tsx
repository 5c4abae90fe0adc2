import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatDate } from '@/shared/lib/format';
import { useWriteOutcome } from '../record/field-errors';
import { RequestState } from '../record/RequestState';
import { WithdrawButton } from '../record/WithdrawButton';
import { selectSelfService, selfServiceActions } from '../record/self-service-slice';
import { withSelfServiceStore } from '../record/self-service-store';
import '../record/self-service.css';

withSelfServiceStore();

/** The employee's attendance corrections, newest first: the day asked, its status, who decided; a pending one withdrawn. */
export function MyAttendanceCorrections({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { corrections } = useAppSelector(selectSelfService);
  const reload = useCallback(() => dispatch(selfServiceActions.loadCorrections(employeeId)), [dispatch, employeeId]);
  useEffect(() => {
    reload();
  }, [reload]);
  useWriteOutcome('withdraw', t('selfService.withdrawn'), reload);
  if (!corrections) return <p className="text-body-secondary small">{t('selfService.loading')}</p>;
  const mine = corrections.filter((one) => one.employeeId === employeeId);
  if (mine.length === 0) return <p className="text-body-secondary small">{t('selfService.correction.none')}</p>;
  return (
    <ul className="self-list" aria-label={t('selfService.correction.mine')}>
      {mine.map((one) => (
        <li key={one.id}>
          <div className="self-line">
            <strong>
              {t('selfService.correction.line', { date: formatDate(one.date), checkIn: one.checkIn, checkOut: one.checkOut, breakMinutes: one.breakMinutes })}
            </strong>
            {one.status === 'pending' && <WithdrawButton request={{ kind: 'correction', id: one.id, version: one.version, employeeId }} />}
          </div>
          <div className="small">{one.reason}</div>
          <RequestState {...one} />
        </li>
      ))}
    </ul>
  );
}

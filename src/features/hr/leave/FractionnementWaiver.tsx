import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { LeaveBalance } from '@/domain/hr/leave-planning';
import { useErrorText } from '@/shared/ui/use-error-text';
import { leaveBalancesActions } from './balances-slice';

/**
 * The employee's waiver of the period's fractionnement days (an individual agreement, C.
 * trav. L3141-23), recorded by the backend as soon as it is ticked or unticked.
 */
export function FractionnementWaiver({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const id = useId();
  const waiver = useAppSelector((state) => state.leaveBalances.waiver);
  const mine = waiver.employeeId === balance.employeeId;
  const saving = mine && waiver.saving;
  return (
    <div className="mt-2">
      <div className="form-check form-switch">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={balance.fractionnementWaived}
          disabled={saving}
          aria-describedby={mine && waiver.error ? `${id}-error` : undefined}
          onChange={(event) =>
            dispatch(leaveBalancesActions.setWaiver({ employeeId: balance.employeeId, waived: event.target.checked }))
          }
        />
        <label className="form-check-label small" htmlFor={id}>
          {t('hr.employee.tabs.leaves.waiver')}
        </label>
      </div>
      {mine && waiver.error && (
        <div id={`${id}-error`} className="text-danger small" role="alert">
          {errorText(waiver.error)}
        </div>
      )}
    </div>
  );
}

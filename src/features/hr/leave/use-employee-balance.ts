import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { LeaveBalance } from '@/domain/hr/leave-planning';
import { leaveBalancesActions } from './balances-slice';

/**
 * The employee's paid-leave balance as the backend computes it, the request `excludeId`
 * left out (so that it reads as the balance before that request); asked again whenever
 * `version` (the request's) changes.
 */
export function useEmployeeBalance(employeeId: number | undefined, excludeId: number | undefined, version?: unknown): LeaveBalance | null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (employeeId !== undefined) dispatch(leaveBalancesActions.fetchEmployee({ employeeId, excludeId }));
  }, [dispatch, employeeId, excludeId, version]);
  const { balance, request } = useAppSelector((state) => state.leaveBalances.employee);
  return balance !== null && balance.employeeId === employeeId && request?.excludeId === excludeId ? balance : null;
}

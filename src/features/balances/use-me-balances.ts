import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { BalanceOnDateQuery } from '@/api';
import { addStoreFeature } from '@/shared/lib/store-features';
import { meBalancesStore } from './balances-saga';
import { meBalancesActions, type OnDateAsker } from './balances-slice';

// The balances' part of the store comes with the code of the card and of the line.
addStoreFeature(meBalancesStore);

/** The employee's balances per type, asked when the employee changes. */
export function useTypeBalances(employeeId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(meBalancesActions.fetchTypes(employeeId));
  }, [dispatch, employeeId]);
  return useAppSelector((state) => state.meBalances.types);
}

/** The balance on a date as `asker` last asked it; `query` null: nothing asked, nothing shown. */
export function useBalanceOnDate(asker: OnDateAsker, employeeId: number, query: BalanceOnDateQuery | null) {
  const dispatch = useAppDispatch();
  const key = query === null ? null : JSON.stringify(query);
  useEffect(() => {
    if (key === null) dispatch(meBalancesActions.clearOnDate(asker));
    else dispatch(meBalancesActions.fetchOnDate({ asker, employeeId, query: JSON.parse(key) as BalanceOnDateQuery }));
  }, [dispatch, asker, employeeId, key]);
  return useAppSelector((state) => state.meBalances.onDate[asker]);
}

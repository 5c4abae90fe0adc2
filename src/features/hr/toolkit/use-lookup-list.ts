import { useCallback, useEffect } from 'react';
import type { ListQuery } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { HrArea } from '@/domain/hr/areas';
import type { Lookup } from './lookup-slice';
import { lookupActions } from './lookup-slice';

/**
 * A secondary list of another area (an employee's leaves, a service's attendance), asked of
 * the lookup slice under its own key when shown or when its query changes; `reload` asks again.
 */
export function useLookupList(key: string, area: HrArea, query: ListQuery): { lookup: Lookup | undefined; reload(): void } {
  const dispatch = useAppDispatch();
  const queryKey = JSON.stringify(query);
  const reload = useCallback(() => {
    dispatch(lookupActions.search({ key, area, query: JSON.parse(queryKey) as ListQuery }));
  }, [dispatch, key, area, queryKey]);
  useEffect(reload, [reload]);
  return { lookup: useAppSelector((state) => state.lookup[key]), reload };
}

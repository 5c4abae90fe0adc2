import { useCallback, useEffect } from 'react';
import type { ListQuery } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AreaItem } from '@/contract/areas';
import type { HrArea } from '@/domain/hr/areas';
import type { AreaFilterName } from './list-definition';
import type { Lookup } from './lookup-slice';
import { lookupActions } from './lookup-slice';

/** A lookup of one area's records, typed by the contract's item. */
export type AreaLookup<A extends HrArea> = Omit<Lookup, 'items'> & { items: AreaItem<A>[] };

/**
 * A secondary list of another area (an employee's leaves, a service's attendance), asked of
 * the lookup slice under its own key when shown or when its query changes; `reload` asks again.
 * The filters are names the area's list accepts; the items are the area's (the API checks
 * them against the contract in development and tests).
 */
export function useLookupList<A extends HrArea>(
  key: string,
  area: A,
  query: ListQuery<AreaFilterName<A>>,
): { lookup: AreaLookup<A> | undefined; reload(): void } {
  const dispatch = useAppDispatch();
  const queryKey = JSON.stringify(query);
  const reload = useCallback(() => {
    dispatch(lookupActions.search({ key, area, query: JSON.parse(queryKey) as ListQuery }));
  }, [dispatch, key, area, queryKey]);
  useEffect(reload, [reload]);
  const lookup = useAppSelector((state) => state.lookup[key]);
  return { lookup: lookup as AreaLookup<A> | undefined, reload };
}

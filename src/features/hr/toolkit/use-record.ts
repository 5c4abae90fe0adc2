import { useCallback, useEffect, useRef } from 'react';
import type { ApiErrorInfo } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { HrArea } from '@/domain/hr/areas';
import { hrActions } from '../resources';

/** An address whose id cannot be a record's. */
const NOT_FOUND: ApiErrorInfo = { message: 'Not found', status: 404, code: 'notFound' };

/**
 * The record of an area with this id, asked of the store (the saga fetches it), unless a save
 * has just answered with it; none for a new one.
 */
export function useRecord(area: HrArea, id: number | undefined) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state[area].current);
  const valid = id !== undefined && Number.isInteger(id) && id > 0;
  const reload = useCallback(() => {
    if (valid) dispatch(hrActions(area).get(id));
  }, [dispatch, area, id, valid]);
  // Opened right after a save of this record: the save's answer is the record as stored.
  const answeredBySave = useRef(current.fromSave && current.id === id && current.record !== null);
  useEffect(() => {
    if (!answeredBySave.current) return reload();
    answeredBySave.current = false;
    dispatch(hrActions(area).keepSaved());
  }, [reload, dispatch, area]);
  if (id !== undefined && !valid) return { record: null, loading: false, error: NOT_FOUND, reload };
  const mine = id !== undefined && current.id === id;
  return {
    record: mine ? current.record : null,
    loading: mine ? current.loading : id !== undefined,
    error: mine ? current.error : null,
    reload,
  };
}

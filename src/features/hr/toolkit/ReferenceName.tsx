import { useEffect } from 'react';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { HrArea } from '@/domain/hr/areas';
import type { LabelContext } from './form-definition';
import { lookupActions } from './lookup-slice';
import { useLabelContext } from './use-label-context';

export interface ReferenceNameProps {
  area: HrArea;
  id: number;
  label: (record: HrRecord, context: LabelContext) => string;
}

/** The name of a referenced record the page knows only by its id, asked of the store once. */
export function ReferenceName({ area, id, label }: ReferenceNameProps) {
  const dispatch = useAppDispatch();
  const context = useLabelContext();
  const key = `name.${area}.${id}`;
  const lookup = useAppSelector((state) => state.lookup[key]);
  useEffect(() => {
    if (!lookup) dispatch(lookupActions.search({ key, area, id }));
  }, [dispatch, key, area, id, lookup]);
  const record = lookup?.items.find((item) => item.id === id);
  return <>{record ? label(record, context) : '…'}</>;
}

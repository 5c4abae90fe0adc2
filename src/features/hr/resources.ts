import { all, fork } from 'redux-saga/effects';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { lookupSaga } from './toolkit/lookup-saga';
import { createResourceSaga } from './toolkit/resource-saga';
import { createResourceSlice, type ResourceSlice } from './toolkit/resource-slice';

/** The fourteen areas' slices, each from the one factory. */
export const hrSlices = Object.fromEntries(HR_AREAS.map((area) => [area, createResourceSlice(area)])) as Record<
  HrArea,
  ResourceSlice
>;

export const hrActions = (area: HrArea) => hrSlices[area].actions;

export function* hrSaga() {
  yield all([...HR_AREAS.map((area) => fork(createResourceSaga(area, hrSlices[area]))), fork(lookupSaga)]);
}

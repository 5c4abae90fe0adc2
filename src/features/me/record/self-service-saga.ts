import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmployeePrivateBlock } from '@/api';
import type { AttendanceCorrectionInput } from '@/domain/hr/self-service';
import type { ContactChange, PrivateChangeInput } from '@/domain/hr/private-change';
import { selfServiceActions as actions, type MyRecord, type NamedChange, type NamedCorrection, type SelfWrite, type Withdrawal } from './self-service-slice';

function* loadCorrections({ payload: employeeId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const items: NamedCorrection[] = yield call(api.selfService.corrections.list, employeeId);
    yield put(actions.correctionsLoaded(items));
  } catch (error) {
    yield put(actions.loadFailed(toApiErrorInfo(error)));
  }
}

function* loadRecord({ payload: employeeId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const [record, block, changes]: [MyRecord, EmployeePrivateBlock, NamedChange[]] = yield all([
      call(api.hr.employee.get, employeeId),
      call(api.employeeUser.getPrivate, employeeId),
      call(api.selfService.privateChanges.list, employeeId),
    ]);
    yield put(actions.recordLoaded({ record, block, changes }));
  } catch (error) {
    yield put(actions.loadFailed(toApiErrorInfo(error)));
  }
}

/** Runs a write, says how it went, then reads again what it changed. */
function* writing(write: SelfWrite, run: (api: Api) => Promise<unknown>, reload: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    yield call(run, api);
    yield put(actions.written({ write }));
  } catch (error) {
    yield put(actions.written({ write, error: toApiErrorInfo(error) }));
    if (write !== 'withdraw' && write !== 'phone') return;
  }
  yield put(reload);
}

function* askCorrection({ payload }: PayloadAction<AttendanceCorrectionInput>) {
  yield* writing('correction', (api) => api.selfService.corrections.ask(payload), actions.loadCorrections(payload.employeeId));
}

function* askChange({ payload }: PayloadAction<PrivateChangeInput>) {
  yield* writing('change', (api) => api.selfService.privateChanges.ask(payload), actions.loadRecord(payload.employeeId));
}

function* changePhone({ payload: { employeeId, ...change } }: PayloadAction<ContactChange & { employeeId: number }>) {
  yield* writing('phone', (api) => api.selfService.changeContact(change), actions.loadRecord(employeeId));
}

function* withdraw({ payload: { kind, id, version, employeeId } }: PayloadAction<Withdrawal>) {
  const reload = kind === 'correction' ? actions.loadCorrections(employeeId) : actions.loadRecord(employeeId);
  yield* writing('withdraw', (api) => (kind === 'correction' ? api.selfService.corrections : api.selfService.privateChanges).withdraw(id, version), reload);
}

export function* selfServiceSaga() {
  yield all([
    takeLatest(actions.loadCorrections.type, loadCorrections),
    takeLatest(actions.loadRecord.type, loadRecord),
    takeEvery(actions.askCorrection.type, askCorrection),
    takeEvery(actions.askChange.type, askChange),
    takeEvery(actions.changePhone.type, changePhone),
    takeEvery(actions.withdraw.type, withdraw),
  ]);
}

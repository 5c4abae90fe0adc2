import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmploymentDocument, type MadeDocument } from '@/api';
import type { ExitChecklist } from '@/domain/hr/exit';
import type { ExportServices } from '@/features/hr/export/export-saga';
import { exitChecklistActions as actions, type ExitItemSave } from './exit-slice';

function* fetchChecklist({ payload: employeeId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const checklist: ExitChecklist = yield call(api.exit.checklist, employeeId);
    yield put(actions.fetchSuccess(checklist));
  } catch (error) {
    yield put(actions.fetchFailure({ employeeId, error: toApiErrorInfo(error) }));
  }
}

function* saveItem({ payload: { employeeId, item, input } }: PayloadAction<ExitItemSave>) {
  try {
    const api: Api = yield getContext('api');
    const checklist: ExitChecklist = yield call(api.exit.setItem, employeeId, item, input);
    yield put(actions.saveSuccess(checklist));
  } catch (error) {
    yield put(actions.saveFailure(toApiErrorInfo(error)));
  }
}

/** Makes a document and hands it to the browser to save. */
function* makeDocument({ payload: { employeeId, document } }: PayloadAction<{ employeeId: number; document: EmploymentDocument }>) {
  try {
    const api: Api = yield getContext('api');
    const download: ExportServices['download'] = yield getContext('download');
    const made: MadeDocument = yield call(api.exit.document, document, employeeId);
    download(made.blob, made.fileName);
    yield put(actions.madeSuccess());
  } catch (error) {
    yield put(actions.madeFailure(toApiErrorInfo(error)));
  }
}

export function* exitChecklistSaga() {
  yield all([takeLatest(actions.fetch.type, fetchChecklist), takeLeading(actions.save.type, saveItem), takeLeading(actions.make.type, makeDocument)]);
}

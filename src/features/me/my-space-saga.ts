import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmploymentDocument, type MadeDocument } from '@/api';
import type { ExportServices } from '@/features/hr';
import { mySpaceActions, type CancellationAsk } from './my-space-slice';

function* askCancellation({ payload }: PayloadAction<CancellationAsk>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.leave.askCancellation, payload.leaveId, { version: payload.version, comment: payload.comment });
    yield put(mySpaceActions.askCancellationSuccess(payload.leaveId));
  } catch (error) {
    yield put(mySpaceActions.askCancellationFailure(toApiErrorInfo(error)));
  }
}

/** One's attestation d'emploi or certificat, made and handed to the browser to save. */
function* makeDocument({ payload }: PayloadAction<{ employeeId: number; document: EmploymentDocument }>) {
  try {
    const api: Api = yield getContext('api');
    const download: ExportServices['download'] = yield getContext('download');
    const made: MadeDocument = yield call(api.exit.document, payload.document, payload.employeeId);
    download(made.blob, made.fileName);
    yield put(mySpaceActions.documentMade());
  } catch (error) {
    yield put(mySpaceActions.documentFailure(toApiErrorInfo(error)));
  }
}

/** My space's writes: a cancellation asked of an approved leave; a document made. */
export function* mySpaceSaga() {
  yield all([takeLatest(mySpaceActions.askCancellation.type, askCancellation), takeLeading(mySpaceActions.makeDocument.type, makeDocument)]);
}

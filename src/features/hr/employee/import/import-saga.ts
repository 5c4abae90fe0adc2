import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmployeeImportAnswer, type ImportRowReport } from '@/api';
import { errorFileBlob, errorFileName, type ErrorFile } from './error-file';
import { employeeImportActions as actions, selectEmployeeImport, type EmployeeImportState, type ImportRequest } from './import-slice';

/** Rows checked per call before the import writes, so that the page can tell how far it got. */
export const CHECK_CHUNK = 500;

const shifted = (rows: ImportRowReport[], by: number) => rows.map((row) => ({ ...row, index: row.index + by }));

/** The refusal of an answer that is not ok, as the slice keeps it. */
const refusal = (answer: Extract<EmployeeImportAnswer, { ok: false }>, shift = 0) =>
  actions.refused({ message: answer.message, rows: shifted(answer.rows, shift), missing: answer.missing });

/** The dry run: every row checked, nothing written. */
function* check({ payload: { rows, create } }: PayloadAction<ImportRequest>) {
  try {
    const api: Api = yield getContext('api');
    const answer: EmployeeImportAnswer = yield call(api.employeeImport.run, rows, true, create);
    yield put(answer.ok ? actions.accepted({ count: rows.length, missing: answer.missing }) : refusal(answer));
  } catch (error) {
    yield put(actions.failed(toApiErrorInfo(error)));
  }
}

/** The import: the rows checked again chunk by chunk (the data may have changed), then all written in one call. */
function* runImport({ payload: { rows, create } }: PayloadAction<ImportRequest>) {
  // Only a clean dry run opens the import (the slice ignored the request otherwise).
  const { status }: EmployeeImportState = yield select(selectEmployeeImport);
  if (status !== 'importing') return;
  try {
    const api: Api = yield getContext('api');
    for (let start = 0; start < rows.length; start += CHECK_CHUNK) {
      const chunk = rows.slice(start, start + CHECK_CHUNK);
      const answer: EmployeeImportAnswer = yield call(api.employeeImport.run, chunk, true, create);
      if (!answer.ok) {
        yield put(refusal(answer, start));
        return;
      }
      yield put(actions.progress({ phase: 'checking', done: Math.min(rows.length, start + CHECK_CHUNK) }));
    }
    yield put(actions.progress({ phase: 'writing', done: 0 }));
    const answer: EmployeeImportAnswer = yield call(api.employeeImport.run, rows, false, create);
    yield put(answer.ok ? actions.accepted({ count: answer.imported, missing: answer.missing }) : refusal(answer));
  } catch (error) {
    yield put(actions.failed(toApiErrorInfo(error)));
  }
}

/** The file with its "Errors" column, saved by the app's download service. */
function* downloadErrors({ payload }: PayloadAction<ErrorFile & { suffix: string }>) {
  const blob: Blob = yield call(errorFileBlob, payload);
  const download: (blob: Blob, fileName: string) => void = yield getContext('download');
  yield call(download, blob, errorFileName(payload.name, payload.kind, payload.suffix));
}

export function* employeeImportSaga() {
  yield takeLatest(actions.downloadErrors.type, downloadErrors);
  yield takeLatest(actions.check.type, check);
  yield takeLatest(actions.importRows.type, runImport);
}

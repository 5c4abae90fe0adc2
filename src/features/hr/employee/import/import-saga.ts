import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmployeeImportAnswer } from '@/api';
import { errorFileBlob, errorFileName, type ErrorFile } from './error-file';
import { employeeImportActions as actions, selectEmployeeImport, type EmployeeImportState, type ImportRequest } from './import-slice';
import { NOTHING_CHECKED, elsewhereOf, mergeMissing, partsOf, shifted, type CheckedFile } from './lib/parts';

/**
 * Every part of the file checked (a dry run each, nothing written), the page told after
 * each how far it got; the answers put together.
 */
function* checkInParts(api: Api, { rows, create, emailPatterns }: ImportRequest) {
  let checked: CheckedFile = NOTHING_CHECKED;
  for (const [start, end] of partsOf(rows.length)) {
    const answer: EmployeeImportAnswer = yield call(api.employeeImport.run, {
      rows: rows.slice(start, end),
      dryRun: true,
      create,
      emailPatterns,
      elsewhere: elsewhereOf(rows, start, end, checked.built),
    });
    checked = {
      reports: answer.ok ? checked.reports : [...checked.reports, ...shifted(answer.rows, start)],
      missing: mergeMissing(checked.missing, answer.missing),
      built: [...checked.built, ...shifted(answer.built, start)],
      message: checked.message ?? (answer.ok ? null : answer.message),
    };
    yield put(actions.progress({ phase: 'checking', done: end }));
  }
  return checked;
}

const refusal = (checked: CheckedFile) =>
  actions.refused({ message: checked.message ?? '', rows: checked.reports, missing: checked.missing, built: checked.built });

/** The dry run: every row checked, part by part, nothing written. */
function* check({ payload }: PayloadAction<ImportRequest>) {
  try {
    const api: Api = yield getContext('api');
    const checked: CheckedFile = yield call(checkInParts, api, payload);
    yield put(
      checked.reports.length > 0
        ? refusal(checked)
        : actions.accepted({ count: payload.rows.length, missing: checked.missing, built: checked.built }),
    );
  } catch (error) {
    yield put(actions.failed(toApiErrorInfo(error)));
  }
}

/** The import: the rows checked again part by part (the data may have changed), then all written in one call. */
function* runImport({ payload }: PayloadAction<ImportRequest>) {
  // Only a clean dry run opens the import (the slice ignored the request otherwise).
  const { status }: EmployeeImportState = yield select(selectEmployeeImport);
  if (status !== 'importing') return;
  try {
    const api: Api = yield getContext('api');
    const checked: CheckedFile = yield call(checkInParts, api, payload);
    if (checked.reports.length > 0) {
      yield put(refusal(checked));
      return;
    }
    yield put(actions.progress({ phase: 'writing', done: 0 }));
    const { rows, create, emailPatterns } = payload;
    const answer: EmployeeImportAnswer = yield call(api.employeeImport.run, { rows, dryRun: false, create, emailPatterns });
    yield put(
      answer.ok
        ? actions.accepted({ count: answer.imported, missing: answer.missing, built: answer.built })
        : actions.refused({ message: answer.message, rows: answer.rows, missing: answer.missing, built: answer.built }),
    );
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

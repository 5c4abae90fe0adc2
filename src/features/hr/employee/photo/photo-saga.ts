import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type PhotoUpload } from '@/api';
import { hrActions } from '@/features/hr/resources';
import { employeePhotoActions as actions, type PhotoUploadRequest } from './photo-slice';

/** Uploads the photo, then reads the employee again: its page shows the new file and quotes its new version. */
function* upload({ payload: { employeeId, photo } }: PayloadAction<PhotoUploadRequest>) {
  try {
    const api: Api = yield getContext('api');
    const answer: PhotoUpload = yield call(api.employeeUser.uploadPhoto, employeeId, photo);
    yield put(actions.uploadSuccess(answer));
    yield put(hrActions('employee').get(employeeId));
  } catch (error) {
    yield put(actions.uploadFailure({ employeeId, error: toApiErrorInfo(error) }));
  }
}

export function* employeePhotoSaga() {
  yield takeLatest(actions.upload.type, upload);
}

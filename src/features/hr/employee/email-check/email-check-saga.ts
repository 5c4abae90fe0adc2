import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Api, HrRecord, ListPage } from '@/api';
import { email as emailSchema } from '@/domain/common';
import { normalisedEmail, workEmailCheckActions as actions, type WorkEmailCheckRequest } from './email-check-slice';

/** How long the typing must pause before the address is asked about. */
export const EMAIL_CHECK_DELAY_MS = 400;

/** The name of the employee whose work e-mail this is (none: an account has it). */
function* holderOf(api: Api, email: string, employeeId: number | undefined) {
  const page: ListPage<HrRecord> = yield call(api.hr.employee.list, { page: 1, pageSize: 10, q: email });
  const holder = page.items.find(
    (item) => item.id !== employeeId && typeof item.workEmail === 'string' && normalisedEmail(item.workEmail) === email,
  );
  return typeof holder?.fullName === 'string' ? holder.fullName : null;
}

/** Each keystroke restarts the wait (takeLatest cancels the one before): only a pause asks. */
function* check({ payload }: PayloadAction<WorkEmailCheckRequest>) {
  const email = normalisedEmail(payload.email);
  if (!emailSchema.safeParse(email).success) {
    yield put(actions.skipped(email));
    return;
  }
  yield delay(EMAIL_CHECK_DELAY_MS);
  try {
    const api: Api = yield getContext('api');
    const { available }: { available: boolean } = yield call(api.employeeUser.checkEmail, email, payload.employeeId);
    const usedBy: string | null = available ? null : yield* holderOf(api, email, payload.employeeId);
    yield put(actions.answered({ email, available, usedBy }));
  } catch {
    // The server will say it on saving: a failed check says nothing beside the field.
    yield put(actions.failed(email));
  }
}

export function* workEmailCheckSaga() {
  yield takeLatest(actions.check.type, check);
}

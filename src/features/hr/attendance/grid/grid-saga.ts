import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import { anyArea, listEveryPage, toApiErrorInfo, type Api, type ApiErrorInfo, type HrRecord } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';
import { dayInput } from './day-input';
import { employeeRange } from './employee-month';
import { yearOf } from './grid-month';
import { attendanceGridActions as actions, selectAttendanceGrid, type AttendanceGridState, type DaySaveRequest } from './grid-slice';
import { serviceRange } from './service-month';
import { dayKey, toAttendanceDay, toGridEmployee, type AttendanceDay, type GridEmployee, type GridQuery } from './grid-types';

function* fetchGrid({ payload: query }: PayloadAction<GridQuery>) {
  try {
    const api: Api = yield getContext('api');
    const span = query.mode === 'employee' ? employeeRange(query.month) : serviceRange(query.month);
    const [records, people, holidays]: [HrRecord[], HrRecord[], Holiday[]] = yield all([
      call(listEveryPage, api.hr.attendance, { sort: 'date', filters: { ...span, [`${query.mode}Id`]: query.id } }),
      query.mode === 'service' ? call(listEveryPage, api.hr.employee, { sort: 'lastName,firstName', filters: { serviceId: query.id } }) : [],
      call(api.calendar.holidays, yearOf(query.month)),
    ]);
    const days: AttendanceDay[] = records.map(toAttendanceDay);
    const employees: GridEmployee[] = people.map(toGridEmployee);
    yield put(actions.fetchSuccess({ query, days, employees, holidays }));
  } catch (error) {
    yield put(actions.fetchFailure({ query, error: toApiErrorInfo(error) }));
  }
}

/** A day's write: an update quoting the version the grid holds, else a new record. */
function* saveDay({ payload }: PayloadAction<DaySaveRequest>) {
  const { employeeId, date, changes } = payload;
  const key = dayKey(employeeId, date);
  const grid: AttendanceGridState = yield select(selectAttendanceGrid);
  const stored = grid.days.find((day) => day.employeeId === employeeId && day.date === date);
  const input = dayInput(stored, payload, changes);
  try {
    // The day goes as typed (a break that is not a number too): the server's check names what is wrong.
    const api: Api = yield getContext('api');
    const attendance = anyArea(api, 'attendance');
    const record: HrRecord = stored
      ? yield call(attendance.update, stored.id, { ...input, version: stored.version })
      : yield call(attendance.create, input);
    yield put(actions.saveDaySuccess(toAttendanceDay(record)));
  } catch (error) {
    const info: ApiErrorInfo = toApiErrorInfo(error);
    yield put(actions.saveDayFailure({ key, error: info }));
    // Changed or created elsewhere meanwhile: read the month again, so that the next try quotes the right version.
    if (info.status === 409 && grid.query) yield put(actions.fetch(grid.query));
  }
}

/** One write at a time, in the order typed: the next one quotes the version the previous answered with. */
function* saveDaysInOrder() {
  const channel: Channel<PayloadAction<DaySaveRequest>> = yield actionChannel(actions.saveDay.type);
  while (true) {
    const action: PayloadAction<DaySaveRequest> = yield take(channel);
    yield call(saveDay, action);
  }
}

export function* attendanceGridSaga() {
  yield all([takeLatest(actions.fetch.type, fetchGrid), call(saveDaysInOrder)]);
}

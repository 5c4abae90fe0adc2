import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { listEveryPage, toApiErrorInfo, type Api, type ApiErrorInfo, type CalendarEvent, type CalendarEventInput, type HrRecord } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';
import { calendarActions as actions, selectCalendar, type CalendarState } from './calendar-slice';
import { toLeaveSpans, toMissionSpans, toServiceUnits } from './calendar-records';
import { UNIT_LEVELS, type CalendarQuery, type EventUpdate, type UnitFilter } from './calendar-types';

/** The missions the calendar shows: approved and under way. */
const MISSION_STATUSES = ['approved', 'in progress'] as const;

/** The one unit filter the lists are asked for: the most precise chosen. */
export function unitParam(unit: UnitFilter): Record<string, number> {
  const level = [...UNIT_LEVELS].reverse().find((name) => unit[name] !== undefined);
  return level ? { [level]: unit[level] as number } : {};
}

function* holidaysBetween(api: Api, from: string, to: string) {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  const perYear: Holiday[][] = yield all(years.map((year) => call(api.calendar.holidays, year)));
  return perYear.flat().filter((holiday) => holiday.date >= from && holiday.date <= to);
}

function* fetchCalendar({ payload: { from, to, unit } }: PayloadAction<CalendarQuery>) {
  try {
    const api: Api = yield getContext('api');
    // From and to first: the backend tests them first, and they leave few rows to the unit test.
    const span = { from, to, ...unitParam(unit) };
    const [events, leaves, missions, holidays]: [CalendarEvent[], HrRecord[], HrRecord[][], Holiday[]] = yield all([
      call(api.calendar.list),
      call(listEveryPage, api.hr.leave, { filters: { ...span, status: 'approved' } }),
      all(MISSION_STATUSES.map((status) => call(listEveryPage, api.hr.mission, { filters: { ...span, status } }))),
      call(holidaysBetween, api, from, to),
    ]);
    yield put(
      actions.fetchSuccess({ events, leaves: toLeaveSpans(leaves), missions: toMissionSpans(missions.flat()), holidays }),
    );
  } catch (error) {
    yield put(actions.fetchFailure(toApiErrorInfo(error)));
  }
}

function* fetchUnits() {
  try {
    const api: Api = yield getContext('api');
    const services: HrRecord[] = yield call(listEveryPage, api.hr.service, {});
    yield put(actions.fetchUnitsSuccess(toServiceUnits(services)));
  } catch (error) {
    yield put(actions.fetchUnitsFailure(toApiErrorInfo(error)));
  }
}

/** After a write refused as stale (409) or on a vanished event (404), the calendar is read again. */
function* reloadAfter(error: ApiErrorInfo) {
  if (error.status !== 409 && error.status !== 404) return;
  const { query }: CalendarState = yield select(selectCalendar);
  if (query) yield put(actions.fetch(query));
}

function* add({ payload }: PayloadAction<CalendarEventInput>) {
  try {
    const api: Api = yield getContext('api');
    const event: CalendarEvent = yield call(api.calendar.add, payload);
    yield put(actions.addSuccess(event));
  } catch (error) {
    yield put(actions.addFailure(toApiErrorInfo(error)));
  }
}

function* update({ payload: { id, version, input } }: PayloadAction<EventUpdate>) {
  try {
    const api: Api = yield getContext('api');
    const event: CalendarEvent = yield call(api.calendar.update, id, { ...input, version });
    yield put(actions.updateSuccess(event));
  } catch (error) {
    const info = toApiErrorInfo(error);
    yield put(actions.updateFailure(info));
    yield call(reloadAfter, info);
  }
}

function* remove({ payload: id }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.calendar.remove, id);
    yield put(actions.deleteSuccess(id));
  } catch (error) {
    const info = toApiErrorInfo(error);
    yield put(actions.deleteFailure(info));
    yield call(reloadAfter, info);
  }
}

/** Calendar: fetch, add, update and delete each lead to success or failure. */
export function* calendarSaga() {
  yield all([
    takeLatest(actions.fetch.type, fetchCalendar),
    takeLatest(actions.fetchUnits.type, fetchUnits),
    // Every write gets its answer, even when another follows at once (two quick moves).
    takeEvery(actions.add.type, add),
    takeEvery(actions.update.type, update),
    takeEvery(actions.delete.type, remove),
  ]);
}

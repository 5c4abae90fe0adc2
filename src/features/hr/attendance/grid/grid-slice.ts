import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';
import type { NewDayDefaults } from './day-input';
import { dayKey, type AttendanceDay, type DayChanges, type EditableField, type GridEmployee, type GridQuery } from './grid-types';

/** A day's last write from the grid: the cell it came from, and how it went. */
export interface DaySave {
  status: 'saving' | 'saved' | 'failed';
  field: EditableField;
  error: ApiErrorInfo | null;
}

/**
 * The attendance month grid (its items, a loading flag and an error): the
 * records of the month asked for, the service's people, the public holidays, and the
 * writes of its cells by day (`employeeId|date`).
 */
export interface AttendanceGridState {
  query: GridQuery | null;
  /** The query the data below answers (kept on screen while the next one loads). */
  loaded: GridQuery | null;
  days: AttendanceDay[];
  employees: GridEmployee[];
  holidays: Holiday[];
  loading: boolean;
  error: ApiErrorInfo | null;
  saves: Record<string, DaySave>;
}

export const initialGridState: AttendanceGridState = {
  query: null,
  loaded: null,
  days: [],
  employees: [],
  holidays: [],
  loading: false,
  error: null,
  saves: {},
};

export interface GridData {
  query: GridQuery;
  days: AttendanceDay[];
  employees: GridEmployee[];
  holidays: Holiday[];
}

/** A day's typed values to write: `field` is the cell that asked. */
export interface DaySaveRequest {
  employeeId: number;
  date: string;
  field: EditableField;
  changes: DayChanges;
  defaults: NewDayDefaults;
}

export const sameQuery = (a: GridQuery | null, b: GridQuery | null) =>
  a !== null && b !== null && a.mode === b.mode && a.id === b.id && a.month === b.month;

export const attendanceGridSlice = createSlice({
  name: 'attendanceGrid',
  initialState: initialGridState,
  reducers: {
    // Fetch sets loading and clears the error; success stores, loading off; failure keeps the error.
    fetch: (state, action: PayloadAction<GridQuery>) => {
      // Another month or person: the previous cells' outcomes no longer apply.
      if (!sameQuery(state.query, action.payload)) state.saves = {};
      state.query = action.payload;
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, { payload }: PayloadAction<GridData>) => {
      if (!sameQuery(state.query, payload.query)) return;
      state.loaded = payload.query;
      state.days = payload.days;
      state.employees = payload.employees;
      state.holidays = payload.holidays;
      state.loading = false;
    },
    fetchFailure: (state, action: PayloadAction<{ query: GridQuery; error: ApiErrorInfo }>) => {
      if (!sameQuery(state.query, action.payload.query)) return;
      state.loading = false;
      state.error = action.payload.error;
    },
    saveDay: (state, { payload }: PayloadAction<DaySaveRequest>) => {
      state.saves[dayKey(payload.employeeId, payload.date)] = { status: 'saving', field: payload.field, error: null };
    },
    saveDaySuccess: (state, { payload: day }: PayloadAction<AttendanceDay>) => {
      // Kept only while that employee's grid is the one shown.
      if (state.loaded?.mode === 'employee' && state.loaded.id === day.employeeId) {
        const index = state.days.findIndex((other) => other.id === day.id);
        if (index >= 0) state.days[index] = day;
        else state.days.push(day);
      }
      const save = state.saves[dayKey(day.employeeId, day.date)];
      if (save) state.saves[dayKey(day.employeeId, day.date)] = { ...save, status: 'saved', error: null };
    },
    saveDayFailure: (state, { payload }: PayloadAction<{ key: string; error: ApiErrorInfo }>) => {
      const save = state.saves[payload.key];
      if (save) state.saves[payload.key] = { ...save, status: 'failed', error: payload.error };
    },
    /** The cell's edit was cancelled: its outcome is forgotten. */
    dismissSave: (state, action: PayloadAction<string>) => {
      delete state.saves[action.payload];
    },
  },
  selectors: {
    selectAttendanceGrid: (state) => state,
  },
});

export const attendanceGridActions = attendanceGridSlice.actions;
export const { selectAttendanceGrid } = attendanceGridSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, CalendarEvent, CalendarEventInput } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';
import type { CalendarLayers, CalendarQuery, EventUpdate, LeaveSpan, MissionSpan, ServiceUnit } from './calendar-types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The team calendar (the events, each with an id, with a loading flag and an
 * error), the leaves, missions and holidays of the same range, the units to filter by,
 * and the state of the last write.
 */
export interface CalendarState {
  /** The range and unit last asked for. */
  query: CalendarQuery | null;
  items: CalendarEvent[];
  leaves: LeaveSpan[];
  missions: MissionSpan[];
  holidays: Holiday[];
  loading: boolean;
  error: ApiErrorInfo | null;
  units: ServiceUnit[];
  unitsLoaded: boolean;
  unitsError: ApiErrorInfo | null;
  save: SaveStatus;
  saveError: ApiErrorInfo | null;
}

export const initialCalendarState: CalendarState = {
  query: null,
  items: [],
  leaves: [],
  missions: [],
  holidays: [],
  loading: false,
  error: null,
  units: [],
  unitsLoaded: false,
  unitsError: null,
  save: 'idle',
  saveError: null,
};

const startSave = (state: CalendarState) => {
  state.save = 'saving';
  state.saveError = null;
};

const failSave = (state: CalendarState, action: PayloadAction<ApiErrorInfo>) => {
  state.save = 'failed';
  state.saveError = action.payload;
};

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    // Fetch sets loading and clears the error; success stores, loading off; failure keeps the error.
    fetch: (state, action: PayloadAction<CalendarQuery>) => {
      state.query = action.payload;
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, { payload }: PayloadAction<CalendarLayers>) => {
      state.loading = false;
      state.items = payload.events;
      state.leaves = payload.leaves;
      state.missions = payload.missions;
      state.holidays = payload.holidays;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = action.payload;
    },
    fetchUnits: (state) => {
      state.unitsError = null;
    },
    fetchUnitsSuccess: (state, action: PayloadAction<ServiceUnit[]>) => {
      state.units = action.payload;
      state.unitsLoaded = true;
    },
    fetchUnitsFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.unitsError = action.payload;
    },
    add: (state, _action: PayloadAction<CalendarEventInput>) => startSave(state),
    addSuccess: (state, action: PayloadAction<CalendarEvent>) => {
      state.save = 'saved';
      state.items.push(action.payload);
    },
    addFailure: failSave,
    update: (state, _action: PayloadAction<EventUpdate>) => startSave(state),
    updateSuccess: (state, action: PayloadAction<CalendarEvent>) => {
      state.save = 'saved';
      state.items = state.items.map((event) => (event.id === action.payload.id ? action.payload : event));
    },
    updateFailure: failSave,
    delete: (state, _action: PayloadAction<number>) => startSave(state),
    deleteSuccess: (state, action: PayloadAction<number>) => {
      state.save = 'saved';
      state.items = state.items.filter((event) => event.id !== action.payload);
    },
    deleteFailure: failSave,
    resetSave: (state) => {
      state.save = 'idle';
      state.saveError = null;
    },
  },
  selectors: {
    selectCalendar: (state) => state,
  },
});

export const calendarActions = calendarSlice.actions;
export const { selectCalendar } = calendarSlice.selectors;

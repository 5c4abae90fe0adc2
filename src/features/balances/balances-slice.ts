import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, BalanceOnDateQuery } from '@/api';
import type { BalanceOnDate, TypeBalance } from '@/domain/hr/leave-projection';

/** Who asks for a balance on a date: the balances card, or the line under a request's dates. */
export type OnDateAsker = 'card' | 'after';

export interface OnDateRequest {
  asker: OnDateAsker;
  employeeId: number;
  query: BalanceOnDateQuery;
}

interface Asked<Request, Data> {
  request: Request | null;
  data: Data | null;
  loading: boolean;
  error: ApiErrorInfo | null;
}

export interface MeBalancesState {
  types: Asked<number, TypeBalance[]>;
  onDate: Record<OnDateAsker, Asked<OnDateRequest, BalanceOnDate>>;
  /** The backend's today, as the answer to a question without a date tells it. */
  today: string | null;
}

const nothing = { request: null, data: null, loading: false, error: null };
export const initialMeBalancesState: MeBalancesState = { types: nothing, onDate: { card: nothing, after: nothing }, today: null };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The employee's balances per type and the balance on a date (My space, the request form). */
export const meBalancesSlice = createSlice({
  name: 'me/balances',
  reducerPath: 'meBalances',
  initialState: initialMeBalancesState,
  reducers: {
    fetchTypes: (state, action: PayloadAction<number>) => {
      state.types = { request: action.payload, data: state.types.request === action.payload ? state.types.data : null, loading: true, error: null };
    },
    fetchTypesDone: (state, action: PayloadAction<{ employeeId: number; items?: TypeBalance[]; error?: ApiErrorInfo }>) => {
      if (state.types.request !== action.payload.employeeId) return;
      state.types = { ...state.types, loading: false, data: action.payload.items ?? state.types.data, error: action.payload.error ?? null };
    },
    fetchOnDate: (state, action: PayloadAction<OnDateRequest>) => {
      const asked = state.onDate[action.payload.asker];
      const kept = asked.request?.employeeId === action.payload.employeeId ? asked.data : null;
      state.onDate[action.payload.asker] = { request: action.payload, data: kept, loading: true, error: null };
    },
    /** Nothing to ask (a request's fields incomplete): nothing shown. */
    clearOnDate: (state, action: PayloadAction<OnDateAsker>) => {
      state.onDate[action.payload] = nothing;
    },
    fetchOnDateDone: (state, action: PayloadAction<{ request: OnDateRequest; data?: BalanceOnDate; error?: ApiErrorInfo }>) => {
      const asked = state.onDate[action.payload.request.asker];
      if (!same(asked.request, action.payload.request)) return;
      if (action.payload.data && action.payload.request.query.date === undefined) state.today = action.payload.data.date;
      state.onDate[action.payload.request.asker] = { ...asked, loading: false, data: action.payload.data ?? null, error: action.payload.error ?? null };
    },
  },
});

export const meBalancesActions = meBalancesSlice.actions;

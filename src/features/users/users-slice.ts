import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { UserAccount, UserAccountInput } from '@/domain/accounts';

/** An enterprise an HR administrator's grant may name. */
export interface EnterpriseChoice {
  id: number;
  name: string;
}

/** A new account (no id), or a change of one quoting the version read. */
export interface AccountSave {
  id?: number;
  version?: number;
  input: UserAccountInput;
}

export type WriteStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** The accounts listed, the enterprises to choose from, and the last write. */
export interface UsersState {
  items: UserAccount[];
  enterprises: EnterpriseChoice[];
  loading: boolean;
  error: ApiErrorInfo | null;
  save: WriteStatus;
  saveError: ApiErrorInfo | null;
  /** How many writes succeeded, and what the last one did: a dialog opened before it is done. */
  written: { count: number; kind: 'saved' | 'deleted' | null };
}

export const initialUsersState: UsersState = {
  items: [],
  enterprises: [],
  loading: false,
  error: null,
  save: 'idle',
  saveError: null,
  written: { count: 0, kind: null },
};

const byName = (a: UserAccount, b: UserAccount) => a.username.localeCompare(b.username);

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    fetch: (state) => {
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, action: PayloadAction<{ items: UserAccount[]; enterprises: EnterpriseChoice[] }>) => {
      state.loading = false;
      state.items = [...action.payload.items].sort(byName);
      state.enterprises = action.payload.enterprises;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = action.payload;
    },
    save: (state, _action: PayloadAction<AccountSave>) => {
      state.save = 'saving';
      state.saveError = null;
    },
    /** The account as the backend answered it, in the list in its place. */
    saveSuccess: (state, action: PayloadAction<UserAccount>) => {
      state.save = 'saved';
      state.written = { count: state.written.count + 1, kind: 'saved' };
      state.items = [...state.items.filter((item) => item.id !== action.payload.id), action.payload].sort(byName);
    },
    saveFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.save = 'failed';
      state.saveError = action.payload;
    },
    remove: (state, _action: PayloadAction<number>) => {
      state.save = 'saving';
      state.saveError = null;
    },
    removeSuccess: (state, action: PayloadAction<number>) => {
      state.save = 'saved';
      state.written = { count: state.written.count + 1, kind: 'deleted' };
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    resetSave: (state) => {
      state.save = 'idle';
      state.saveError = null;
    },
  },
  selectors: {
    selectUsers: (state) => state,
  },
});

export const usersActions = usersSlice.actions;
export const { selectUsers } = usersSlice.selectors;

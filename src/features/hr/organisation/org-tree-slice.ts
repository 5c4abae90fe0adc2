import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, HrRecord } from '@/api';
import type { MovableLevel, OrgTree } from '@/domain/hr/org-tree';

/** A unit to move under another parent, quoting the version the tree showed. */
export interface MoveRequest {
  level: MovableLevel;
  id: number;
  version: number;
  parentId: number;
}

export type MoveStatus = 'idle' | 'moving' | 'moved' | 'failed';

/** The organisation tree (the data, a loading flag and an error) and the last move. */
export interface OrgTreeState {
  tree: OrgTree | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  move: { status: MoveStatus; error: ApiErrorInfo | null };
}

export const initialOrgTreeState: OrgTreeState = { tree: null, loading: false, error: null, move: { status: 'idle', error: null } };

export const orgTreeSlice = createSlice({
  name: 'hr/orgTree',
  reducerPath: 'orgTree',
  initialState: initialOrgTreeState,
  reducers: {
    // Fetch sets loading and clears the error; success stores, loading off; failure keeps the error.
    fetch: (state) => {
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, action: PayloadAction<OrgTree>) => {
      state.loading = false;
      state.tree = action.payload;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = action.payload;
    },
    move: (state, _action: PayloadAction<MoveRequest>) => {
      state.move = { status: 'moving', error: null };
    },
    /** The unit as the update answered it, under its new parent. */
    moveSuccess: (state, _action: PayloadAction<HrRecord>) => {
      state.move = { status: 'moved', error: null };
    },
    moveFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.move = { status: 'failed', error: action.payload };
    },
    resetMove: (state) => {
      state.move = { status: 'idle', error: null };
    },
  },
  selectors: {
    selectOrgTree: (state) => state,
  },
});

export const orgTreeActions = orgTreeSlice.actions;
export const { selectOrgTree } = orgTreeSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, ListPage, ListQuery } from '@/api';
import type { LeaveBalance } from '@/domain/hr/leave-planning';

/** Whose balance the request form asks for: the employee, without the request being edited. */
export interface EmployeeBalanceRequest {
  employeeId: number;
  excludeId?: number;
}

export interface LeaveBalancesState {
  /** The balances page: one row per employee, in a list's shape (items, total, page). */
  list: { items: LeaveBalance[]; total: number; query: ListQuery | null; loading: boolean; error: ApiErrorInfo | null };
  /** The one balance the request form shows. */
  employee: { request: EmployeeBalanceRequest | null; balance: LeaveBalance | null; loading: boolean; error: ApiErrorInfo | null };
  /** The fractionnement waiver being recorded for an employee, and why it was refused. */
  waiver: { employeeId: number | null; saving: boolean; error: ApiErrorInfo | null };
}

export interface WaiverRequest {
  employeeId: number;
  waived: boolean;
}

export const initialLeaveBalancesState: LeaveBalancesState = {
  list: { items: [], total: 0, query: null, loading: false, error: null },
  employee: { request: null, balance: null, loading: false, error: null },
  waiver: { employeeId: null, saving: false, error: null },
};

const sameRequest = (a: EmployeeBalanceRequest | null, b: EmployeeBalanceRequest) =>
  a !== null && a.employeeId === b.employeeId && a.excludeId === b.excludeId;

/** Paid-leave balances: the page of all employees', and one employee's for the request form. */
export const leaveBalancesSlice = createSlice({
  name: 'hr/leaveBalances',
  reducerPath: 'leaveBalances',
  initialState: initialLeaveBalancesState,
  reducers: {
    fetch: (state, action: PayloadAction<ListQuery>) => {
      state.list.loading = true;
      state.list.error = null;
      state.list.query = action.payload;
    },
    fetchSuccess: (state, action: PayloadAction<ListPage<LeaveBalance>>) => {
      state.list.loading = false;
      state.list.items = action.payload.items;
      state.list.total = action.payload.total;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.list.loading = false;
      state.list.error = action.payload;
    },
    fetchEmployee: (state, action: PayloadAction<EmployeeBalanceRequest>) => {
      const same = sameRequest(state.employee.request, action.payload);
      state.employee = { request: action.payload, balance: same ? state.employee.balance : null, loading: true, error: null };
    },
    fetchEmployeeSuccess: (state, action: PayloadAction<{ request: EmployeeBalanceRequest; balance: LeaveBalance }>) => {
      if (!sameRequest(state.employee.request, action.payload.request)) return;
      state.employee = { ...state.employee, balance: action.payload.balance, loading: false };
    },
    fetchEmployeeFailure: (state, action: PayloadAction<{ request: EmployeeBalanceRequest; error: ApiErrorInfo }>) => {
      if (!sameRequest(state.employee.request, action.payload.request)) return;
      state.employee = { ...state.employee, loading: false, error: action.payload.error };
    },
    setWaiver: (state, action: PayloadAction<WaiverRequest>) => {
      state.waiver = { employeeId: action.payload.employeeId, saving: true, error: null };
    },
    /** The balance as the backend answers once the waiver is recorded: it replaces the employee's whole balance. */
    setWaiverSuccess: (state, action: PayloadAction<LeaveBalance>) => {
      state.waiver.saving = false;
      if (sameRequest(state.employee.request, { employeeId: action.payload.employeeId })) state.employee.balance = action.payload;
    },
    setWaiverFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.waiver = { ...state.waiver, saving: false, error: action.payload };
    },
  },
});

export const leaveBalancesActions = leaveBalancesSlice.actions;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, EmployeePrivateBlock } from '@/api';
import type { AttendanceCorrection, AttendanceCorrectionInput } from '@/domain/hr/self-service';
import type { ContactChange, PrivateChange, PrivateChangeInput } from '@/domain/hr/private-change';

export type NamedCorrection = AttendanceCorrection & { employeeName?: string };
export type NamedChange = PrivateChange & { employeeName?: string };

/** One's record as My record shows it: its contact fields and version. */
export interface MyRecord {
  version: number;
  phone?: string;
  workEmail?: string;
  personalEmail?: string;
  address?: string;
  /** The last day, once a departure is recorded: the certificat de travail is then made. */
  exitDate?: string;
}

/** The writes of the self-service forms: what the outcome names. */
export type SelfWrite = 'correction' | 'change' | 'phone' | 'withdraw';

/** The employee's attendance corrections, private-data changes and record, and the last write's outcome. */
export interface SelfServiceState {
  corrections: NamedCorrection[] | null;
  changes: NamedChange[] | null;
  record: MyRecord | null;
  block: EmployeePrivateBlock | null;
  loadError: ApiErrorInfo | null;
  writing: SelfWrite | null;
  /** The last write: refused with `error`, else done; `seq` tells two outcomes apart. */
  outcome: { write: SelfWrite; error?: ApiErrorInfo; seq: number } | null;
}

const initialState: SelfServiceState = { corrections: null, changes: null, record: null, block: null, loadError: null, writing: null, outcome: null };

export interface Withdrawal {
  kind: 'correction' | 'change';
  id: number;
  version: number;
  employeeId: number;
}

const writing = (write: SelfWrite) => (state: SelfServiceState) => {
  state.writing = write;
};

export const selfServiceSlice = createSlice({
  name: 'selfService',
  initialState,
  reducers: {
    loadCorrections: (state, _action: PayloadAction<number>) => {
      state.loadError = null;
    },
    loadRecord: (state, _action: PayloadAction<number>) => {
      state.loadError = null;
    },
    correctionsLoaded: (state, { payload }: PayloadAction<NamedCorrection[]>) => {
      state.corrections = payload;
    },
    recordLoaded: (state, { payload }: PayloadAction<{ record: MyRecord; block: EmployeePrivateBlock | null; changes: NamedChange[] }>) => {
      state.record = payload.record;
      state.block = payload.block;
      state.changes = payload.changes;
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.loadError = payload;
    },
    askCorrection: (state, _action: PayloadAction<AttendanceCorrectionInput>) => writing('correction')(state),
    askChange: (state, _action: PayloadAction<PrivateChangeInput>) => writing('change')(state),
    changePhone: (state, _action: PayloadAction<ContactChange & { employeeId: number }>) => writing('phone')(state),
    withdraw: (state, _action: PayloadAction<Withdrawal>) => writing('withdraw')(state),
    written: (state, { payload }: PayloadAction<{ write: SelfWrite; error?: ApiErrorInfo }>) => {
      state.writing = null;
      state.outcome = { ...payload, seq: (state.outcome?.seq ?? 0) + 1 };
    },
  },
  selectors: { selectSelfService: (state) => state },
});

export const selfServiceActions = selfServiceSlice.actions;
export const { selectSelfService } = selfServiceSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { MailDelivery, MailMessage, MailPage } from '@/contract/mail';

export interface MailPaging {
  page: number;
  pageSize: number;
}

/** The Mail page: one page of messages, and the last "send again". */
export interface MailState extends MailPaging {
  items: MailMessage[];
  total: number;
  /** How the backend delivers mail, once a page said it. */
  delivery: MailDelivery | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The message being sent again. */
  resending: number | null;
  resendError: ApiErrorInfo | null;
  /** The last message queued again, to say so once. */
  resent: MailMessage | null;
}

const initialState: MailState = { page: 1, pageSize: 20, items: [], total: 0, delivery: null, loading: false, error: null, resending: null, resendError: null, resent: null };

export const mailSlice = createSlice({
  name: 'mail',
  initialState,
  reducers: {
    load: (state, { payload }: PayloadAction<MailPaging>) => {
      Object.assign(state, payload, { loading: true, error: null });
    },
    loaded: (state, { payload }: PayloadAction<MailPage>) => {
      Object.assign(state, { items: payload.items, total: payload.total, delivery: payload.delivery, loading: false });
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { loading: false, error: payload });
    },
    resend: (state, { payload }: PayloadAction<number>) => {
      Object.assign(state, { resending: payload, resendError: null, resent: null });
    },
    resent: (state, { payload }: PayloadAction<MailMessage>) => {
      state.items = state.items.map((item) => (item.id === payload.id ? payload : item));
      Object.assign(state, { resending: null, resent: payload });
    },
    resendFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { resending: null, resendError: payload });
    },
  },
});

export const mailActions = mailSlice.actions;

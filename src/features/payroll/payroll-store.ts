import { storeFeature } from '@/shared/lib/store-features';
import { payrollSaga } from './payroll-saga';
import { payrollSlice } from './payroll-slice';

/** The payroll page's part of the store, added when the page loads. */
export const payrollStore = storeFeature('payroll', [payrollSlice], payrollSaga);
export type PayrollStore = typeof payrollStore;

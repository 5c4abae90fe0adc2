import { storeFeature } from '@/shared/lib/store-features';
import { passwordResetSaga } from './password-reset-saga';
import { passwordResetSlice } from './password-reset-slice';

/** The forgotten password's part of the store, added when its page loads. */
export const passwordResetStore = storeFeature('passwordReset', [passwordResetSlice], passwordResetSaga);

export type PasswordResetStore = typeof passwordResetStore;

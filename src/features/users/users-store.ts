import { storeFeature } from '@/shared/lib/store-features';
import { usersSaga } from './users-saga';
import { usersSlice } from './users-slice';

/** The users' screen's part of the store, added when its page loads. */
export const usersStore = storeFeature('users', [usersSlice], usersSaga);

export type UsersStore = typeof usersStore;

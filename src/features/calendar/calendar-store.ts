import { storeFeature } from '@/shared/lib/store-features';
import { calendarSaga } from './calendar-saga';
import { calendarSlice } from './calendar-slice';

/** The team calendar's part of the store, added when its page loads. */
export const calendarStore = storeFeature('calendar', [calendarSlice], calendarSaga);

export type CalendarStore = typeof calendarStore;

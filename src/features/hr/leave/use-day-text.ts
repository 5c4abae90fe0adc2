/** The leave screens' day counts: shared with My space's balances (src/shared/lib/use-day-text.ts). */
export { useDayText } from '@/shared/lib/use-day-text';

/**
 * An employee's leave balances (docs/my-space.md): the card of My space, and the line under a
 * leave request's dates saying what is left after it. They read only the API and the store.
 */
export { BalancesCard } from './BalancesCard';
export { AfterRequestLine, type AfterRequestProps } from './AfterRequestLine';
export type { MeBalancesStore } from './balances-saga';

/** My space's balances: the card and the line under a leave request's dates (src/features/me/balances). */
export { BalancesCard } from './balances/BalancesCard';
export { AfterRequestLine, type AfterRequestProps } from './balances/AfterRequestLine';

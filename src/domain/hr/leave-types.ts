import { normalise } from '../text';
import type { LeaveType } from './leave';

/** The leave types: what they pay, how they count, whether they use the balance. */
export const LEAVE_TYPES: readonly LeaveType[] = [
  { id: 1, code: 'CP', name: 'Congés payés', paid: true, countsAs: 'ouvrables', deductsFromBalance: true },
  { id: 2, code: 'RTT', name: 'RTT', paid: true, countsAs: 'ouvrés', deductsFromBalance: true },
  { id: 3, code: 'MAL', name: 'Maladie', paid: true, countsAs: 'ouvrés', deductsFromBalance: false },
  { id: 4, code: 'MAT', name: 'Congé maternité', paid: true, countsAs: 'ouvrés', deductsFromBalance: false },
  { id: 5, code: 'PAT', name: "Congé de paternité et d'accueil de l'enfant", paid: true, countsAs: 'ouvrés', deductsFromBalance: false },
  { id: 6, code: 'EVT', name: 'Événement familial', paid: true, countsAs: 'ouvrés', deductsFromBalance: false },
  { id: 7, code: 'ENF', name: 'Enfant malade', paid: false, countsAs: 'ouvrés', deductsFromBalance: false },
  { id: 8, code: 'CSS', name: 'Congé sans solde', paid: false, countsAs: 'ouvrés', deductsFromBalance: false },
];

/** Congés payés: the type whose requests draw on the paid-leave balance (other types have none here). */
export const isPaidLeaveType = (type: LeaveType): boolean =>
  type.deductsFromBalance && (type.code.toUpperCase() === 'CP' || normalise(type.name).startsWith('conges payes'));

/** Maladie: non-work sickness, whose months still earn paid leave. */
export const isSickLeaveType = (type: LeaveType): boolean =>
  type.code.toUpperCase() === 'MAL' || normalise(type.name).startsWith('maladie');

import type { Action } from '@/domain/permissions';
import { need, type Permission } from './permission';
import { hrAreaOf } from './resources';
import { fieldOf } from '../storage/table-keys';

/** The statuses that decide someone's request, by area: approving or rejecting it needs `decide` (docs/roles.md). */
const DECIDING: Readonly<Record<string, readonly string[]>> = { leave: ['approved', 'rejected'], mission: ['approved', 'rejected'] };
const CANCELLED = 'cancelled';
/** The status in which a request awaits someone's decision, by area. */
const AWAITING: Readonly<Record<string, string>> = { leave: 'pending', mission: 'submitted' };

/** Whether the area's records are requests someone decides (leaves, missions). */
export const isDecided = (area: string) => area in DECIDING;

/**
 * Whether the record is a request of the area awaiting a decision (a pending leave, a submitted
 * mission, an approved leave its requester asked to cancel).
 */
export const awaitsDecision = (area: string, record: object): boolean =>
  (area in AWAITING && fieldOf(record, 'status') === AWAITING[area]) ||
  (area === 'leave' && fieldOf(record, 'status') === 'approved' && fieldOf(record, 'cancellationRequest') !== undefined);

/** Whether the account approved or rejected the request (a cancellation is no decision on it awaiting one). */
export const decidedBy = (area: string, record: object, userId: number): boolean =>
  DECIDING[area]?.includes(String(fieldOf(record, 'status'))) === true && fieldOf(record, 'decidedBy') === userId;

/**
 * What a write moving a request from status `from` to `to` needs: `decide` when it approves
 * or rejects it, or cancels someone else's; else `update` (the requester editing or
 * cancelling their own).
 */
export function writeAction(area: string, from: string | undefined, to: unknown, ownRequest: boolean): Extract<Action, 'decide' | 'update'> {
  const deciding = DECIDING[area];
  if (!deciding || from === undefined || from === to) return 'update';
  if (typeof to === 'string' && deciding.includes(to)) return 'decide';
  return to === CANCELLED && !ownRequest ? 'decide' : 'update';
}

/** What a PUT of the area needs before its row is read: an update, or for a request a decision too will do. */
export const putPermission = (area: string): Permission =>
  isDecided(area) ? [need(hrAreaOf(area), 'update'), need(hrAreaOf(area), 'decide')] : need(hrAreaOf(area), 'update');

import { ERROR_CODES } from '@/domain/common';
import type { FieldError } from '../errors';
import { frenchDate, frenchMessage } from '../messages-fr';

/** What a period clashes with; the screens word each one (`validation.overlapWith.{with}`). */
export type OverlapWith = 'leave' | 'approvedLeave' | 'mission' | 'assignment' | 'projectMember';

const FRENCH: Record<OverlapWith, (reference: string | undefined) => string> = {
  leave: () => 'une autre demande',
  approvedLeave: () => 'un congé approuvé',
  mission: (reference) => `l'ordre de mission ${reference ?? ''}`.trim(),
  assignment: () => "l'affectation principale",
  projectMember: () => 'sa participation',
};

interface Other {
  startDate: string;
  endDate?: string;
  /** OM-2026-0001: what the user knows the other record by. */
  reference?: string;
  /** The other record's id, for a link to it. */
  id?: number;
}

/**
 * An overlap naming the other record and its dates, in French ("l'ordre de mission
 * OM-2026-0003 du 02/03/2026 au 06/03/2026") and as params for the screens' own words.
 */
export function overlapError(kind: OverlapWith, other: Other): FieldError {
  const start = frenchDate(other.startDate);
  const span = other.endDate ? `du ${start} au ${frenchDate(other.endDate)}` : `commencée le ${start}`;
  const params: Record<string, string> = {
    with: other.endDate ? kind : `${kind}Open`,
    from: other.startDate,
    ...(other.endDate ? { to: other.endDate } : {}),
    ...(other.reference ? { reference: other.reference } : {}),
    ...(other.id !== undefined ? { id: String(other.id) } : {}),
  };
  return { code: ERROR_CODES.overlap, message: frenchMessage(ERROR_CODES.overlap, { what: `${FRENCH[kind](other.reference)} ${span}` }), params };
}

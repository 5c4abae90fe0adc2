import { z } from 'zod';
import { ERROR_CODES, cents, choice, compareDates, isoDate, multilineText, optionalMultilineText, optionalText, recordMeta, ref } from '../common';
import { decisionSchema } from './decision';
import { requestApprovalSchema } from './approval';

export const MISSION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'in progress', 'completed', 'cancelled'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const TRANSPORTS = ['train', 'avion', 'voiture personnelle', 'voiture de service', 'transports en commun', 'autre'] as const;
export const EXPENSE_CATEGORIES = ['transport', 'hébergement', 'repas', 'kilométrique', 'autre'] as const;

/** The legal next steps of a mission order (docs/domain.md). */
export const MISSION_TRANSITIONS: Record<MissionStatus, readonly MissionStatus[]> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['approved', 'rejected', 'cancelled'],
  approved: ['in progress', 'cancelled'],
  rejected: [],
  'in progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const canMoveMission = (from: MissionStatus, to: MissionStatus): boolean =>
  MISSION_TRANSITIONS[from].includes(to);

/** An order is created as a draft or submitted; then it moves only along MISSION_TRANSITIONS. */
export const MISSION_INITIAL_STATUSES: readonly MissionStatus[] = ['draft', 'submitted'];
/** Statuses reached by someone's decision, recorded with who made it, when and their comment. */
export const MISSION_DECIDED_STATUSES: readonly MissionStatus[] = ['approved', 'rejected', 'cancelled'];
/** Statuses that await a decision: a decision recorded earlier is cleared when the order comes back to one. */
export const MISSION_UNDECIDED_STATUSES: readonly MissionStatus[] = ['draft', 'submitted'];
/** Missions that hold their dates: the employee cannot be elsewhere then. */
export const MISSION_HOLDING_STATUSES: readonly MissionStatus[] = ['draft', 'submitted', 'approved', 'in progress', 'completed'];

export const expenseSchema = z.object({
  date: isoDate,
  category: choice(EXPENSE_CATEGORIES),
  amountCents: cents,
  receipt: optionalText(200),
  label: optionalText(200),
});
export type Expense = z.infer<typeof expenseSchema>;

const missionFields = z.object({
  employeeId: ref,
  purpose: multilineText(300),
  destinationCityId: ref,
  startDate: isoDate,
  endDate: isoDate,
  transport: choice(TRANSPORTS),
  advanceCents: cents.optional(),
  estimatedBudgetCents: cents.optional(),
  status: choice(MISSION_STATUSES),
  expenses: z.array(expenseSchema, { error: ERROR_CODES.invalidType }).max(200, { error: ERROR_CODES.tooLarge }),
  /** Why it was decided so: required to cancel an order already approved. */
  comment: optionalMultilineText(500),
});

/** Ordre de mission: an employee is not on two missions at once, nor during an approved leave (backend). */
export const missionInputSchema = missionFields.refine(
  (mission) => compareDates(mission.endDate, mission.startDate) >= 0,
  { error: ERROR_CODES.dateOrder, path: ['endDate'] },
);
export const missionSchema = missionFields.extend({
  ...recordMeta.shape,
  /** OM-2026-0001, generated. */
  reference: z.string(),
  /** Derived: the sum of the expenses. */
  expensesTotalCents: z.number().int().min(0),
  ...decisionSchema.shape,
  /** Its approval chain (docs/domain.md, "Approval chains"), recorded once it awaits a decision. */
  ...requestApprovalSchema.shape,
});
export type MissionInput = z.infer<typeof missionInputSchema>;
export type Mission = z.infer<typeof missionSchema>;

/** A sum of expenses, in cents. */
export const expensesTotal = (expenses: readonly Expense[]): number =>
  expenses.reduce((total, expense) => total + expense.amountCents, 0);

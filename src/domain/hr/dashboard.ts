// zod/mini: the dashboard is the first page after signing in, where every KB counts.
import * as z from 'zod/mini';
import { genderSchema } from '../user';
import { HR_AREAS } from './areas';

/** The dashboard's figures, in the order the page shows them. */
export const DASHBOARD_FIGURES = [
  'headcount',
  'arrivals',
  'departures',
  'pendingLeaves',
  'awayToday',
  'missionsInProgress',
  'contractsEnding',
] as const;
export type DashboardFigureName = (typeof DASHBOARD_FIGURES)[number];

/** How many of the people away today the answer names (the figure counts them all). */
export const AWAY_PEOPLE_NAMED = 5;
/** How many months the headcount history covers, today's included. */
export const HISTORY_MONTHS = 12;

const count = z.number().check(z.int(), z.nonnegative());
const positiveId = z.number().check(z.int(), z.positive());
const nonEmpty = z.string().check(z.minLength(1));

/**
 * A figure and the list it counts: it is the `total` of GET /app/{area}?{filters}, so a link
 * to that list, filtered the same way, shows as many rows as the figure says.
 */
export const dashboardFigureSchema = z.object({
  count,
  area: z.enum(HR_AREAS),
  filters: z.record(z.string(), z.string()),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

/** Active employees of one direction (names repeat across enterprises: the enterprise tells them apart). */
export const directionFigureSchema = z.extend(dashboardFigureSchema, {
  directionId: positiveId,
  name: nonEmpty,
  enterpriseName: z.optional(z.string()),
});
export type DirectionFigure = z.infer<typeof directionFigureSchema>;

/** Someone on approved leave today, as the avatar shows them. */
export const awayPersonSchema = z.object({
  employeeId: positiveId,
  name: nonEmpty,
  gender: genderSchema,
  nameFile: z.optional(nonEmpty),
});
export type AwayPerson = z.infer<typeof awayPersonSchema>;

/** The headcount at the end of a month (`YYYY-MM`; today for the current month). */
export const monthHeadcountSchema = z.object({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  headcount: z.number().check(z.int()),
});
export type MonthHeadcount = z.infer<typeof monthHeadcountSchema>;

/** GET /app/dashboard: the figures of the HR dashboard, as of the backend's today. */
export const dashboardSummarySchema = z.object({
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  figures: z.record(z.enum(DASHBOARD_FIGURES), dashboardFigureSchema),
  /** The first of today's absents by name, at most AWAY_PEOPLE_NAMED. */
  awayToday: z.array(awayPersonSchema),
  /** Active employees by direction, the largest first. */
  byDirection: z.array(directionFigureSchema),
  /** HISTORY_MONTHS months, oldest first, the last one ending on today's headcount. */
  history: z.array(monthHeadcountSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Active employees whose current position is in no direction (no principal assignment today). */
export const headcountWithoutDirection = (summary: DashboardSummary): number =>
  summary.figures.headcount.count - summary.byDirection.reduce((sum, direction) => sum + direction.count, 0);

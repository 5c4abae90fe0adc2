import type { HrRecord } from '@/api';

/** One line of a project's members: who, how much of their time, over which dates. */
export interface MemberLine {
  employeeId: number;
  role: string;
  allocationPercent: number;
  from: string;
  /** Absent: open-ended. */
  to?: string;
}

const isMemberLine = (value: unknown): value is MemberLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return typeof line.employeeId === 'number' && typeof line.allocationPercent === 'number' && typeof line.from === 'string';
};

/** The member lines a stored project holds. */
export const membersOf = (project: HrRecord): MemberLine[] =>
  Array.isArray(project.members) ? project.members.filter(isMemberLine) : [];

const covers = (line: Pick<MemberLine, 'from' | 'to'>, day: string) => line.from <= day && (line.to === undefined || line.to >= day);

/**
 * The highest total allocation the lines reach on any one day from `from` to `to` (open-ended
 * when absent). The total only rises on a day a line starts, so those days (and `from`) are
 * the only ones to look at.
 */
export function peakAllocation(lines: readonly MemberLine[], from: string, to?: string): number {
  const overlapping = lines.filter((line) => (to === undefined || line.from <= to) && (line.to === undefined || line.to >= from));
  const days = [from, ...overlapping.map((line) => line.from).filter((day) => day > from && (to === undefined || day <= to))];
  const totals = days.map((day) => overlapping.filter((line) => covers(line, day)).reduce((sum, line) => sum + line.allocationPercent, 0));
  return Math.max(0, ...totals);
}

/**
 * Each member line's peak over its own dates, across this project and the other projects
 * given (the active ones the employee belongs to); this project is counted once.
 */
export function memberPeaks(project: HrRecord, others: readonly HrRecord[]): number[] {
  // A project found through several members is counted once.
  const distinct = new Map(others.filter((other) => other.id !== project.id).map((other) => [other.id, other]));
  const elsewhere = [...distinct.values()].flatMap(membersOf);
  const here = membersOf(project);
  return here.map((line) => {
    const own = [...here, ...elsewhere].filter((other) => other.employeeId === line.employeeId);
    return peakAllocation(own, line.from, line.to);
  });
}

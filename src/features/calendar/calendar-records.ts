import type { HrRecord, ListQuery, ResourceApi } from '@/api';
import { isIsoDate } from '@/domain/common';
import type { LeaveSpan, MissionSpan, ServiceUnit } from './calendar-types';

/** The contract's largest page. */
const PAGE_SIZE = 200;
/** A guard against a backend whose totals never add up. */
const MAX_PAGES = 50;

/** Every item a list query matches, page after page. */
export async function listEveryPage(
  resource: ResourceApi<HrRecord, Record<string, unknown>>,
  filters: ListQuery['filters'],
): Promise<HrRecord[]> {
  const items: HrRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await resource.list({ page, pageSize: PAGE_SIZE, filters });
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (value: unknown): number => (typeof value === 'number' ? value : 0);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Spans the calendar can place: both dates real, in order. */
const placeable = <T extends { startDate: string; endDate: string }>(span: T) =>
  isIsoDate(span.startDate) && isIsoDate(span.endDate) && span.startDate <= span.endDate;

export const toLeaveSpans = (records: readonly HrRecord[]): LeaveSpan[] =>
  records
    .map((record) => ({
      id: record.id,
      employeeName: text(record.employeeName),
      typeName: text(record.typeName),
      startDate: text(record.startDate),
      endDate: text(record.endDate),
      startHalf: optionalText(record.startHalf),
      endHalf: optionalText(record.endHalf),
    }))
    .filter(placeable);

export const toMissionSpans = (records: readonly HrRecord[]): MissionSpan[] =>
  records
    .map((record) => ({
      id: record.id,
      reference: text(record.reference),
      employeeName: text(record.employeeName),
      purpose: text(record.purpose),
      destinationCityName: optionalText(record.destinationCityName),
      startDate: text(record.startDate),
      endDate: text(record.endDate),
      status: text(record.status),
    }))
    .filter(placeable);

export const toServiceUnits = (records: readonly HrRecord[]): ServiceUnit[] =>
  records.map((record) => ({
    id: record.id,
    name: text(record.name),
    departmentId: id(record.departmentId),
    departmentName: text(record.departmentName),
    directionId: id(record.directionId),
    directionName: text(record.directionName),
    enterpriseId: id(record.enterpriseId),
    enterpriseName: text(record.enterpriseName),
  }));

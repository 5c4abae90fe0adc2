import type { HrRecord } from '@/api';
import { isIsoDate } from '@/domain/common';
import type { LeaveSpan, MissionSpan, ServiceUnit } from './calendar-types';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (value: unknown): number => (typeof value === 'number' ? value : 0);
const optionalId = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Spans the calendar can place: both dates real, in order. */
const placeable = <T extends { startDate: string; endDate: string }>(span: T) =>
  isIsoDate(span.startDate) && isIsoDate(span.endDate) && span.startDate <= span.endDate;

export const toLeaveSpans = (records: readonly HrRecord[]): LeaveSpan[] =>
  records
    .map((record) => ({
      id: record.id,
      employeeName: text(record.employeeName),
      typeId: optionalId(record.typeId),
      typeName: optionalText(record.typeName),
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

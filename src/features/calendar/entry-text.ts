import type { TFunction } from 'i18next';
import { leaveTypeName } from '@/shared/lib/reference-labels';
import type { DayEntry } from './day-entries';

/** What an entry says: "09:30 Réunion", "Linh Payet – RTT (matin)", "Marco Reynaud – Marseille". */
export function entryText(entry: DayEntry, t: TFunction): string {
  switch (entry.kind) {
    case 'holiday':
      return t(`calendar.holidays.${entry.holiday.key}`, { defaultValue: entry.holiday.name });
    case 'event':
      return entry.time ? `${entry.time} ${entry.event.title}` : entry.event.title;
    case 'leave': {
      const text = [entry.leave.employeeName, leaveTypeName(t, entry.leave.typeId, entry.leave.typeName)].filter(Boolean).join(' – ');
      return entry.half ? `${text} (${t(`calendar.half.${entry.half}`)})` : text;
    }
    case 'mission': {
      const { employeeName, destinationCityName, purpose } = entry.mission;
      return [employeeName, destinationCityName ?? purpose].filter(Boolean).join(' – ');
    }
  }
}

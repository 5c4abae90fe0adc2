import { localIsoDay } from '@/domain/rules/calendar';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '@/domain/common';
import type { CalendarView } from './calendar-dates';
import { UNIT_LEVELS, type UnitFilter, type UnitLevel } from './calendar-types';

const positiveId = (raw: string | null) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

/**
 * What the calendar shows, kept in the address (`?view=week&date=2026-03-16&serviceId=4`):
 * a reload or a shared link opens the same days for the same unit.
 */
export function useCalendarUrl() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const rawDate = params.get('date');
  const anchor = rawDate && isIsoDate(rawDate) ? rawDate : localIsoDay();
  const unitKey = UNIT_LEVELS.map((level) => params.get(level) ?? '').join('|');
  const unit = useMemo(() => {
    const values = unitKey.split('|');
    const filter: UnitFilter = {};
    UNIT_LEVELS.forEach((level, index) => {
      const id = positiveId(values[index]);
      if (id !== undefined) filter[level] = id;
    });
    return filter;
  }, [unitKey]);

  const change = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setView = useCallback((next: CalendarView) => change({ view: next === 'month' ? undefined : next }), [change]);
  const setAnchor = useCallback((date: string) => change({ date }), [change]);
  /** Choosing a unit forgets the units below it, which may not belong to it. */
  const setUnit = useCallback(
    (level: UnitLevel, id: number | undefined) => {
      const below = UNIT_LEVELS.slice(UNIT_LEVELS.indexOf(level) + 1);
      change({ [level]: id === undefined ? undefined : String(id), ...Object.fromEntries(below.map((name) => [name, undefined])) });
    },
    [change],
  );

  return { view, anchor, unit, setView, setAnchor, setUnit };
}

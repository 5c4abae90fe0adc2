import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { addDays, isoWeekStart } from '@/domain/rules/calendar';
import { addMonths, type CalendarView } from './calendar-dates';

/** The day a key moves to from `day`, or undefined for a key the grid does not use. */
export function dayAfterKey(key: string, day: string, view: CalendarView, rtl: boolean): string | undefined {
  const forward = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return isoWeekStart(day);
    case 'End':
      return addDays(isoWeekStart(day), 6);
    case 'PageDown':
      return view === 'week' ? addDays(day, 7) : addMonths(day, 1);
    case 'PageUp':
      return view === 'week' ? addDays(day, -7) : addMonths(day, -1);
    default:
      return undefined;
  }
}

interface GridKeys {
  grid: RefObject<HTMLTableElement | null>;
  focused: string;
  view: CalendarView;
  rtl: boolean;
  onMove(day: string): void;
  onOpen(day: string): void;
}

/**
 * The grid's keyboard (WAI-ARIA grid): arrows, Home/End (the week), Page Up/Down (a month,
 * or a week) move the one focusable day; Enter or Space opens it. Focus follows the moved
 * day once its cell is drawn, even in another month.
 */
export function useGridKeys({ grid, focused, view, rtl, onMove, onOpen }: GridKeys) {
  /** The day a key moved to, until its cell is drawn and focused. */
  const target = useRef<string | null>(null);

  useEffect(() => {
    if (target.current === null) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-day="${target.current}"]`);
    if (!cell) return;
    target.current = null;
    cell.focus();
  });

  return (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest('[data-day]');
    if (!(cell instanceof HTMLElement) || event.target !== cell) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(focused);
      return;
    }
    const next = dayAfterKey(event.key, focused, view, rtl);
    if (!next) return;
    event.preventDefault();
    target.current = next;
    onMove(next);
  };
}

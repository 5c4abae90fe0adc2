import type { DragEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/api';
import type { DayEntry } from './day-entries';
import { entryText } from './entry-text';

/** The drag's data type: an event of this calendar, by id. */
export const EVENT_DRAG_TYPE = 'application/x-effectif-calendar-event';

interface EntryChipProps {
  entry: DayEntry;
  /** Absent for a user who may not change events: they show as text. */
  onEdit?(event: CalendarEvent): void;
}

/**
 * One entry of a day, coloured by kind (the kind also said to screen readers), its text in
 * its own direction (a French name stays left to right in Arabic). Events are
 * buttons that open their form and can be dragged to another day (for a user allowed to
 * change them); the keyboard reaches
 * them through the day (Enter), so they stay out of the tab order of the grid.
 */
export function EntryChip({ entry, onEdit }: EntryChipProps) {
  const { t } = useTranslation();
  const text = entryText(entry, t);
  const kind = <span className="visually-hidden">{t('calendar.entryKind', { kind: t(`calendar.kinds.${entry.kind}`) })} </span>;
  if (entry.kind !== 'event' || !onEdit) {
    return (
      <span className={`cal-chip cal-chip--${entry.kind}`} title={text}>
        {kind}
        <span dir="auto" className="cal-chip__text">
          {text}
        </span>
      </span>
    );
  }
  const { event } = entry;
  const open = (click: MouseEvent) => {
    click.stopPropagation();
    onEdit(event);
  };
  const drag = (start: DragEvent) => {
    start.dataTransfer.setData(EVENT_DRAG_TYPE, String(event.id));
    start.dataTransfer.effectAllowed = 'move';
  };
  return (
    <button type="button" tabIndex={-1} className="cal-chip cal-chip--event" title={text} draggable onDragStart={drag} onClick={open}>
      {kind}
      <span dir="auto" className="cal-chip__text">
        {text}
      </span>
    </button>
  );
}

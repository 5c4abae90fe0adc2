import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@/api';
import type { DayEntry } from './day-entries';
import { entryText } from './entry-text';

export interface DayDialogProps {
  day: string | null;
  /** "lundi 16 mars 2026". */
  title: string;
  entries: readonly DayEntry[];
  /** Absent for a user who may not change events (and create them, below). */
  onEdit?(event: CalendarEvent): void;
  onCreate?(day: string): void;
  onClose(): void;
}

/** A day opened from the grid: everything on it, each event editable, and a new event that day — for those allowed. */
export function DayDialog({ day, title, entries, onEdit, onCreate, onClose }: DayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={day !== null} onHide={onClose} centered scrollable aria-labelledby="calendar-day-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="calendar-day-title" as="h2" className="h5 text-capitalize">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {entries.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('calendar.day.empty')}</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {entries.map((entry) => (
              <li key={entry.key} className="d-flex align-items-center gap-2">
                <span className={`cal-chip cal-chip--${entry.kind} flex-grow-1 text-wrap`}>
                  <span className="fw-semibold">{t(`calendar.kinds.${entry.kind}`)}</span> · {entryText(entry, t)}
                </span>
                {entry.kind === 'event' && onEdit && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('calendar.day.editEvent', { title: entry.event.title })}
                    onClick={() => onEdit(entry.event)}
                  >
                    {t('calendar.day.edit')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        {day && onCreate && (
          <button type="button" className="btn btn-primary" onClick={() => onCreate(day)}>
            {t('calendar.day.newEvent')}
          </button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

import { localIsoDay } from '@/domain/rules/calendar';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, CalendarEventInput } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMay } from '@/features/auth';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { FilterPanel } from '@/shared/ui/FilterPanel';
import { languageOf, isLanguageCode } from '@/i18n/languages';
import { CalendarGrid } from './CalendarGrid';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import { calendarActions, selectCalendar } from './calendar-slice';
import { movedTo, stepAnchor, visibleRange, weeksOf } from './calendar-dates';
import { languageTag, longDate, monthTitle, weekTitle } from './calendar-format';
import { DayDialog } from './DayDialog';
import { entriesByDay, eventsOfUnit } from './day-entries';
import { EventDialog, type EventDialogTarget } from './EventDialog';
import { CalendarProblem } from './CalendarProblem';
import { UnitFilters } from './UnitFilters';
import { useCalendarUrl } from './use-calendar-url';
import { useWriteOutcome } from './use-write-outcome';
import './calendar.css';

type Dialog = { kind: 'day'; day: string } | ({ kind: 'event' } & EventDialogTarget) | { kind: 'delete'; event: CalendarEvent } | null;

/** The team calendar: events, approved leaves, missions and public holidays, by month or week, for a unit. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const tag = languageTag(i18n.language);
  const rtl = isLanguageCode(i18n.language) && languageOf(i18n.language).dir === 'rtl';
  const dispatch = useAppDispatch();
  const calendar = useAppSelector(selectCalendar);
  const { view, anchor, unit, setView, setAnchor, setUnit } = useCalendarUrl();
  const titleId = useId();
  const today = localIsoDay();
  const { from, to } = visibleRange(view, anchor);
  const weeks = useMemo(() => weeksOf({ from, to }), [from, to]);
  const [focusedDay, setFocusedDay] = useState(anchor);
  const focused = focusedDay >= from && focusedDay <= to ? focusedDay : anchor;
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayCreate = useMay('calendar', 'create');
  const mayUpdate = useMay('calendar', 'update');
  const mayDelete = useMay('calendar', 'delete');

  const query = useMemo(() => ({ from, to, unit }), [from, to, unit]);
  const load = useCallback(() => dispatch(calendarActions.fetch(query)), [dispatch, query]);
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    if (!calendar.unitsLoaded) dispatch(calendarActions.fetchUnits());
  }, [dispatch, calendar.unitsLoaded]);

  const events = useMemo(() => eventsOfUnit(calendar.items, unit, calendar.units), [calendar.items, unit, calendar.units]);
  const layers = useMemo(
    () => ({ events, leaves: calendar.leaves, missions: calendar.missions, holidays: calendar.holidays }),
    [events, calendar.leaves, calendar.missions, calendar.holidays],
  );
  const entries = useMemo(() => entriesByDay(weeks.flat(), layers), [weeks, layers]);

  const close = useCallback(() => {
    setDialog(null);
    dispatch(calendarActions.resetSave());
  }, [dispatch, setDialog]);
  useWriteOutcome(dialog?.kind === 'event', close);

  const goTo = (day: string) => {
    setFocusedDay(day);
    setAnchor(day);
  };
  const moveFocus = (day: string) => {
    setFocusedDay(day);
    if (day < from || day > to) setAnchor(day);
  };
  const openEvent = (target: EventDialogTarget) => {
    dispatch(calendarActions.resetSave());
    setDialog({ kind: 'event', ...target });
  };
  const editEvent = (event: CalendarEvent) => openEvent({ event, day: event.start.slice(0, 10) });
  const save = (input: CalendarEventInput, event: CalendarEvent | undefined) =>
    dispatch(event ? calendarActions.update({ id: event.id, version: event.version, input }) : calendarActions.add(input));
  const drop = (eventId: number, day: string) => {
    const event = calendar.items.find((candidate) => candidate.id === eventId);
    if (!event || event.start.startsWith(day)) return;
    const { id, version, ...input } = movedTo(event, day);
    dispatch(calendarActions.update({ id, version, input }));
  };

  const title = view === 'week' ? weekTitle(tag, from, to) : monthTitle(tag, anchor);
  return (
    <div className="container-fluid py-4">
      <nav aria-label={t('layout.breadcrumb')}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">{t('app.name')}</li>
          <li className="breadcrumb-item active" aria-current="page">
            {t('calendar.title')}
          </li>
        </ol>
      </nav>
      <h1 className="h4">{t('calendar.title')}</h1>
      <section className="card mt-3" aria-labelledby={titleId}>
        <div className="card-body d-grid gap-3 border-bottom">
          <CalendarToolbar
            title={title}
            titleId={titleId}
            view={view}
            loading={calendar.loading}
            onStep={(step) => goTo(stepAnchor(view, anchor, step))}
            onToday={() => goTo(today)}
            onView={setView}
            onNew={mayCreate ? () => openEvent({ day: focused }) : undefined}
          />
          <div className="d-flex flex-wrap gap-2">
            <FilterPanel active={Object.values(unit).filter((id) => id !== undefined).length}>
              <UnitFilters services={calendar.units} unit={unit} onChange={setUnit} />
            </FilterPanel>
          </div>
          <CalendarLegend />
        </div>
        <CalendarProblem error={calendar.error} onRetry={load} />
        <CalendarGrid
          weeks={weeks}
          entries={entries}
          view={view}
          anchor={anchor}
          focused={focused}
          today={today}
          tag={tag}
          rtl={rtl}
          labelledBy={titleId}
          busy={calendar.loading}
          onFocusDay={moveFocus}
          onOpenDay={(day) => setDialog({ kind: 'day', day })}
          onCreate={mayCreate ? (day) => openEvent({ day }) : undefined}
          onEdit={mayUpdate ? editEvent : undefined}
          onDropEvent={mayUpdate ? drop : undefined}
        />
      </section>
      <DayDialog
        day={dialog?.kind === 'day' ? dialog.day : null}
        title={dialog?.kind === 'day' ? longDate(tag, dialog.day) : ''}
        entries={dialog?.kind === 'day' ? (entriesByDay([dialog.day], layers).get(dialog.day) ?? []) : []}
        onEdit={mayUpdate ? editEvent : undefined}
        onCreate={mayCreate ? (day) => openEvent({ day }) : undefined}
        onClose={close}
      />
      <EventDialog
        target={dialog?.kind === 'event' ? dialog : null}
        services={calendar.units}
        saving={calendar.save === 'saving'}
        error={dialog?.kind === 'event' && calendar.save === 'failed' ? calendar.saveError : null}
        onSave={save}
        onDelete={mayDelete ? (event) => setDialog({ kind: 'delete', event }) : undefined}
        onClose={close}
      />
      <ConfirmDialog
        show={dialog?.kind === 'delete'}
        title={t('calendar.delete.title')}
        confirmLabel={t('calendar.delete.confirm')}
        busy={calendar.save === 'saving'}
        onConfirm={() => dialog?.kind === 'delete' && dispatch(calendarActions.delete(dialog.event.id))}
        onCancel={close}
      >
        {dialog?.kind === 'delete' && t('calendar.delete.text', { title: dialog.event.title })}
      </ConfirmDialog>
    </div>
  );
}

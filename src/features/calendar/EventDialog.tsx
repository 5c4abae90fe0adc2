import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo, CalendarEvent, CalendarEventInput } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { ServiceUnit } from './calendar-types';
import { EventFormFields } from './EventFormFields';
import { formErrors, formValuesOf, inputOf, serverErrors, type EventFormField, type EventFormValues } from './event-form';

/** The event being edited, or the day a new one starts on. */
export interface EventDialogTarget {
  event?: CalendarEvent;
  day: string;
}

export interface EventDialogProps {
  target: EventDialogTarget | null;
  services: readonly ServiceUnit[];
  saving: boolean;
  /** The refusal of the last save, shown in the form. */
  error: ApiErrorInfo | null;
  onSave(input: CalendarEventInput, event: CalendarEvent | undefined): void;
  onDelete(event: CalendarEvent): void;
  onClose(): void;
}

function EventForm({ target, services, saving, error, onSave, onDelete, onClose }: EventDialogProps & { target: EventDialogTarget }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { event } = target;
  const [values, setValues] = useState<EventFormValues>(() => formValuesOf(event, target.day));
  const [checked, setChecked] = useState(false);
  const own = checked ? formErrors(values) : {};
  const fromServer = serverErrors(error);
  const errors: Partial<Record<EventFormField, string>> = {};
  for (const [name, detail] of Object.entries(fromServer)) {
    errors[name as EventFormField] = t(`validation.${detail.code}`, { defaultValue: detail.message });
  }
  for (const [name, code] of Object.entries(own)) errors[name as EventFormField] = t(`validation.${code}`);
  const general = error && Object.keys(fromServer).length === 0 ? errorText(error) : null;

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setChecked(true);
    if (Object.keys(formErrors(values)).length > 0) return;
    onSave(inputOf(values, event?.category), event);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="calendar-event-title" as="h2" className="h5">
          {t(event ? 'calendar.form.editTitle' : 'calendar.form.newTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {general && (
          <div className="alert alert-danger" role="alert">
            {general}
          </div>
        )}
        <EventFormFields
          values={values}
          errors={errors}
          services={services}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        />
      </Modal.Body>
      <Modal.Footer>
        {event && (
          <button type="button" className="btn btn-outline-danger cal-danger-outline me-auto" disabled={saving} onClick={() => onDelete(event)}>
            {t('calendar.form.delete')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={saving}>
          {t('calendar.form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('calendar.form.save')}
        </button>
      </Modal.Footer>
    </form>
  );
}

/** Create or edit an event: title, all day or times, start, end, service; delete from here too. */
export function EventDialog(props: EventDialogProps) {
  const { target, onClose, saving } = props;
  return (
    <Modal show={target !== null} onHide={saving ? () => undefined : onClose} centered aria-labelledby="calendar-event-title">
      {target && <EventForm key={`${target.event?.id ?? 'new'}-${target.day}`} {...props} target={target} />}
    </Modal>
  );
}

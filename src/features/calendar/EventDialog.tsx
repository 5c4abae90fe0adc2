import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo, CalendarEvent, CalendarEventInput } from '@/api';
import { DialogForm } from '@/shared/ui/DialogForm';
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
  /** Absent for a user who may not delete events. */
  onDelete?(event: CalendarEvent): void;
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
    <DialogForm
      titleId="calendar-event-title"
      title={t(event ? 'calendar.form.editTitle' : 'calendar.form.newTitle')}
      general={general}
      busy={saving}
      submitLabel={t('calendar.form.save')}
      cancelLabel={t('calendar.form.cancel')}
      onSubmit={submit}
      onCancel={onClose}
      extraButtons={
        event &&
        onDelete && (
          <button type="button" className="btn btn-outline-danger cal-danger-outline me-auto" disabled={saving} onClick={() => onDelete(event)}>
            {t('calendar.form.delete')}
          </button>
        )
      }
    >
      <EventFormFields
        values={values}
        errors={errors}
        services={services}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
      />
    </DialogForm>
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

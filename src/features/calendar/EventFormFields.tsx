import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceUnit } from './calendar-types';
import type { EventFormField, EventFormValues } from './event-form';

export interface EventFormFieldsProps {
  values: EventFormValues;
  errors: Partial<Record<EventFormField, string>>;
  services: readonly ServiceUnit[];
  onChange(changes: Partial<EventFormValues>): void;
}

/** The services by department, for the event's service. */
function servicesByDepartment(services: readonly ServiceUnit[]) {
  const groups = new Map<string, ServiceUnit[]>();
  for (const service of services) {
    const label = `${service.enterpriseName} · ${service.departmentName}`;
    groups.set(label, [...(groups.get(label) ?? []), service]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'fr'));
}

/** Title, all day, start, end, service: the same fields to create and to edit. */
export function EventFormFields({ values, errors, services, onChange }: EventFormFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: EventFormField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const feedback = (name: EventFormField) =>
    errors[name] && (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]}
      </div>
    );
  const invalid = (name: EventFormField) => (errors[name] ? ' is-invalid' : '');
  const moment = (part: 'start' | 'end') => {
    const dateName: EventFormField = `${part}Date`;
    const timeName: EventFormField = `${part}Time`;
    return (
      <div className="col-sm-6">
        <label htmlFor={`${id}-${dateName}`} className="form-label">
          {t(`calendar.form.${part}`)}
        </label>
        <div className="d-flex gap-2">
          <input
            type="date"
            className={`form-control${invalid(dateName)}`}
            value={values[dateName]}
            onChange={(event) => onChange({ [dateName]: event.target.value })}
            required
            {...field(dateName)}
          />
          {!values.allDay && (
            <input
              type="time"
              className={`form-control${invalid(timeName)}`}
              aria-label={t(`calendar.form.${part}Time`)}
              value={values[timeName]}
              onChange={(event) => onChange({ [timeName]: event.target.value })}
              required
              {...field(timeName)}
            />
          )}
        </div>
        {feedback(dateName)}
        {feedback(timeName)}
      </div>
    );
  };

  return (
    <div className="row g-3">
      <div className="col-12">
        <label htmlFor={`${id}-title`} className="form-label">
          {t('calendar.form.title')}
        </label>
        <input
          type="text"
          className={`form-control${invalid('title')}`}
          value={values.title}
          maxLength={200}
          onChange={(event) => onChange({ title: event.target.value })}
          required
          {...field('title')}
        />
        {feedback('title')}
      </div>
      <div className="col-12">
        <div className="form-check form-switch">
          <input
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={values.allDay}
            onChange={(event) => onChange({ allDay: event.target.checked })}
            {...field('allDay')}
          />
          <label htmlFor={`${id}-allDay`} className="form-check-label">
            {t('calendar.form.allDay')}
          </label>
        </div>
      </div>
      {moment('start')}
      {moment('end')}
      <div className="col-12">
        <label htmlFor={`${id}-serviceId`} className="form-label">
          {t('calendar.form.service')}
        </label>
        <select
          className={`form-select${invalid('serviceId')}`}
          value={values.serviceId}
          onChange={(event) => onChange({ serviceId: event.target.value })}
          {...field('serviceId')}
        >
          <option value="">{t('calendar.form.wholeCompany')}</option>
          {servicesByDepartment(services).map(([label, group]) => (
            <optgroup key={label} label={label}>
              {group.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {feedback('serviceId')}
      </div>
    </div>
  );
}

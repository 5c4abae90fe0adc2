import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { FieldControl } from './FieldControl';
import type { AreaFormDefinition, FormValues } from './form-definition';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useFieldChecks } from './use-field-checks';
import { isRequired, serverErrors, useResourceForm } from './use-resource-form';

export interface ResourceFormProps {
  definition: AreaFormDefinition;
  initial: FormValues;
  /** The record being edited (its resolved names label the references); absent for a new one. */
  known?: Record<string, unknown>;
  saving: boolean;
  /** The last refusal of the server, shown beside the fields it names. */
  refusal: ApiErrorInfo | null;
  /** Set once the write succeeded: nothing is left to lose. */
  saved: boolean;
  onSubmit(input: Record<string, unknown>): void;
  /** Cancel link, and anything else the page puts beside the save button. */
  actions: ReactNode;
}

/** The one form of create and edit: fields from the area, checks from the domain's schema. */
export function ResourceForm({ definition, initial, known, saving, refusal, saved, onSubmit, actions }: ResourceFormProps) {
  const { t } = useTranslation();
  const form = useResourceForm(definition, initial);
  const { showServerErrors, markSaved } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const editing = known !== undefined;
  const checked = useFieldChecks(definition, form.values, typeof known?.id === 'number' ? known.id : undefined);

  useEffect(() => {
    if (refusal?.fieldErrors) showServerErrors(serverErrors(refusal.fieldErrors));
  }, [refusal, showServerErrors]);
  useEffect(() => {
    if (saved) markSaved();
  }, [saved, markSaved]);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  useEffect(() => {
    if (refusal?.fieldErrors) focusFirstError();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.submit();
    if (input) onSubmit(input);
    else focusFirstError();
  };

  const errorCount = Object.keys(form.errors).length;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="hr-form" aria-busy={saving}>
      <UnsavedChangesPrompt dirty={form.dirty && !saved} />
      <div role="status" aria-live="polite" className={errorCount > 0 ? 'alert alert-danger py-2' : 'visually-hidden'}>
        {errorCount > 0 ? t('hr.form.fixErrors', { count: errorCount }) : ''}
      </div>
      <div className="row g-3">
        {definition.fields.map((field) => {
          if (field.showIf && !field.showIf(form.values)) return null;
          return (
            <div key={field.name} className={field.wide || field.kind === 'lines' ? 'col-12' : 'col-md-6'}>
              <FieldControl
                area={definition.area}
                field={field}
                value={form.values[field.name] ?? ''}
                values={form.values}
                errors={{ ...checked, ...form.errors }}
                path={field.name}
                known={known}
                formKey={`${definition.area}.form`}
                required={isRequired(definition, field) || field.requiredIf?.(form.values) === true}
                disabled={editing && field.fixedOnEdit}
                onChange={(value) => form.change(field.name, value)}
                onBlur={() => form.blur(field.name)}
              />
            </div>
          );
        })}
      </div>
      {definition.Notice && <definition.Notice values={form.values} editing={editing} record={known} />}
      <div className="d-flex flex-wrap gap-2 mt-4">
        {/* The focus stays in the field until the click: the field's error, shown as it loses the
            focus, would otherwise push the button away before the click lands, and the first click
            would be lost. */}
        <button type="submit" className="btn btn-primary" disabled={saving} onMouseDown={(event) => event.preventDefault()}>
          {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {saving ? t('hr.form.saving') : t('hr.form.save')}
        </button>
        {actions}
      </div>
    </form>
  );
}

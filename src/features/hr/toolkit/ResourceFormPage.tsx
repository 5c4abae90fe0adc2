import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { warningsOf, type HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useErrorText } from '@/shared/ui/use-error-text';
import { hrActions } from '../resources';
import type { AreaFormDefinition } from './form-definition';
import { initialValues, valuesFromRecord } from './form-values';
import { useFieldErrorText } from './error-params';
import { fieldLabelKey } from './list-definition';
import { ErrorState, RecordLoading } from './ListStates';
import { recordGender } from './record-gender';
import { ResourceForm } from './ResourceForm';
import { useLabelContext } from './use-label-context';
import { useRecord } from './use-record';

/** What an update sends: the stored record, with the form's fields as they now are. */
function updateInput(definition: AreaFormDefinition, record: HrRecord, input: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...record };
  for (const field of definition.fields) delete merged[field.name.split('.')[0]];
  return { ...merged, ...input };
}

/** The create page (`…/new`) and the edit page (`…/:id/edit`) of an area. */
export function ResourceFormPage({ definition }: { definition: AreaFormDefinition }) {
  const { area } = definition;
  const { t } = useTranslation();
  const labels = useLabelContext();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const { record, loading, error, reload } = useRecord(area, id);
  const { save, saveError, saved } = useAppSelector((state) => state[area]);
  const actions = hrActions(area);

  useEffect(() => {
    dispatch(actions.resetSave());
  }, [dispatch, actions]);

  // Saved: back to the record's page, and the store forgets the write. A new record is "created".
  const written = save === 'saved' ? saved : null;
  const fieldErrorText = useFieldErrorText();
  useEffect(() => {
    if (!written) return;
    const name = definition.title(written, labels);
    toast.success(
      id === undefined
        ? t('hr.form.createdToast', { name, context: recordGender(area, written, t) })
        : t('hr.form.savedToast', { name }),
    );
    // Saved, and yet worth saying (a salary outside its position's range).
    for (const [field, warning] of Object.entries(warningsOf(written))) {
      toast.warning(t('hr.form.savedWarning', { field: t(fieldLabelKey(area, field)), text: fieldErrorText(warning) }), { autoClose: false });
    }
    navigate(id === undefined ? `../${written.id}` : '..', { relative: 'path' });
    dispatch(actions.resetSave());
  }, [written, id, navigate, dispatch, actions, t, definition, labels, area, fieldErrorText]);

  // A stale save is told at the top of the form: brought into view (Save is at the bottom).
  const stale = save === 'failed' && saveError?.status === 409 && !saveError.fieldErrors;
  const staleAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stale) staleAlert.current?.focus();
  }, [stale]);

  // A refusal without fields (a failed call, the server down) is told in a toast.
  useEffect(() => {
    if (save === 'failed' && saveError && !saveError.fieldErrors && saveError.status !== 409) {
      toast.error(errorText(saveError));
    }
  }, [save, saveError, errorText]);

  const initial = useMemo(
    () => (record ? valuesFromRecord(definition.fields, record) : initialValues(definition.fields, definition.defaults(), params)),
    [record, definition, params],
  );

  if (id !== undefined && error) return <ErrorState error={error} onRetry={reload} titleKey="hr.detail.loadFailed" />;
  if (id !== undefined && (!record || (loading && !record))) {
    return <RecordLoading />;
  }

  const heading = record
    ? t('hr.form.editTitle', { name: definition.title(record, labels) })
    : t(`hr.${area}.new`);
  return (
    <section className="card" aria-labelledby="hr-form-title">
      <div className="card-body">
        <h2 id="hr-form-title" className="h5 mb-3">
          {heading}
        </h2>
        {stale && (
          <div ref={staleAlert} tabIndex={-1} className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
            <span className="me-auto">{t('hr.form.stale')}</span>
            <button
              type="button"
              className="btn btn-sm btn-warning"
              onClick={() => {
                dispatch(actions.resetSave());
                reload();
              }}
            >
              {t('hr.form.reload')}
            </button>
          </div>
        )}
        <ResourceForm
          // A reloaded record starts the form again from what is stored now.
          key={record ? `${record.id}@${record.version}` : 'new'}
          definition={definition}
          initial={initial}
          known={record ?? undefined}
          saving={save === 'saving'}
          refusal={save === 'failed' ? saveError : null}
          saved={save === 'saved'}
          onSubmit={(input) =>
            dispatch(
              record
                ? actions.save({ id: record.id, version: record.version, input: updateInput(definition, record, input) })
                : actions.save({ input }),
            )
          }
          actions={
            <Link to=".." relative="path" className="btn btn-outline-secondary">
              {t('common.cancel')}
            </Link>
          }
        />
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { HrRecord } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMay } from '@/features/auth';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import { hrActions } from '../resources';
import type { AreaFormDefinition, FormField } from './form-definition';
import { fieldLabelKey, type CellContext } from './list-definition';
import { ErrorState, RecordLoading } from './ListStates';
import { displayValue } from './record-values';
import { RecordButtons } from './RecordButtons';
import { RecordLines } from './RecordLines';
import { RecordTabs } from './RecordTabs';
import { HistoryTab } from '../audit/HistoryTab';
import { recordGender } from './record-gender';
import { useLabelContext } from './use-label-context';
import { useRecord } from './use-record';

function RecordFields({ definition, record }: { definition: AreaFormDefinition; record: HrRecord }) {
  const { t } = useTranslation();
  const labels = useLabelContext();
  const context: CellContext = { ...labels, area: definition.area };
  const shown = (field: FormField) => field.kind !== 'lines' && (!field.showIf || record[field.name] !== undefined);
  return (
    <>
      <dl className="row mb-0 hr-detail">
        {definition.fields.filter(shown).map((field) => (
          <div key={field.name} className={field.wide ? 'col-12 mb-3' : 'col-sm-6 col-xl-4 mb-3'}>
            <dt className="small text-body-secondary fw-normal">{t(field.labelKey ?? fieldLabelKey(definition.area, field.name))}</dt>
            <dd className="mb-0">{displayValue(field, record, context)}</dd>
          </div>
        ))}
      </dl>
      {definition.fields.map((field) =>
        field.kind === 'lines' ? <RecordLines key={field.name} field={field} record={record} context={context} /> : null,
      )}
    </>
  );
}

/** The page of one record: its fields, its area's extras, edit and delete (asked first) for those allowed them. */
export function ResourceDetailPage({ definition }: { definition: AreaFormDefinition }) {
  const { area } = definition;
  const { t } = useTranslation();
  const labels = useLabelContext();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const { record, error, reload } = useRecord(area, Number(idParam));
  const { save, saveError } = useAppSelector((state) => state[area]);
  const [confirming, setConfirming] = useState(false);
  /** The record asked to be deleted: the store forgets it once deleted, its name is still told. */
  const [removing, setRemoving] = useState<HrRecord | null>(null);
  const actions = hrActions(area);
  // The History tab, for those who may read the audit trail (docs/roles.md).
  const mayReadHistory = useMay('audit', 'read');

  // Removed: back to the list. Refused: the reason shows beside the question.
  const removed = save === 'saved' ? removing : null;
  useEffect(() => {
    if (!removed) return;
    toast.success(t('hr.detail.deletedToast', { name: definition.title(removed, labels), context: recordGender(area, removed, t) }));
    dispatch(actions.resetSave());
    navigate('..', { relative: 'path' });
  }, [removed, definition, labels, area, t, dispatch, actions, navigate]);

  if (error) return <ErrorState error={error} onRetry={reload} titleKey="hr.detail.loadFailed" />;
  if (!record) return <RecordLoading />;

  const title = definition.title(record, labels);
  const Extras = definition.Extras;
  const fields = <RecordFields definition={definition} record={record} />;
  const fieldsBelow = Boolean(Extras && definition.fieldsInExtras);
  const refusal = removing && save === 'failed' ? saveError : null;
  const gender = recordGender(area, record, t);
  return (
    <>
      <section className="card mb-3" aria-labelledby="hr-detail-title">
        <div className="card-body">
          <div className={`d-flex flex-wrap align-items-start gap-2${fieldsBelow ? '' : ' mb-3'}`}>
            <h2 id="hr-detail-title" className="h5 me-auto mb-0">
              {title}
            </h2>
            <RecordButtons
              definition={definition}
              record={record}
              onDelete={() => {
                dispatch(actions.resetSave());
                setConfirming(true);
              }}
            />
          </div>
          {!fieldsBelow && !mayReadHistory && fields}
          {!fieldsBelow && mayReadHistory && (
            <RecordTabs
              label={t('hr.detail.tabs')}
              tabs={[
                { id: 'details', label: t('hr.detail.details'), render: () => fields },
                { id: 'history', label: t('hr.audit.history.label'), render: () => <HistoryTab area={area} id={record.id} version={record.version} /> },
              ]}
            />
          )}
        </div>
      </section>
      {Extras && <Extras record={record} fields={fieldsBelow ? fields : undefined} />}
      <ConfirmDialog
        show={confirming}
        title={t('hr.detail.deleteTitle')}
        confirmLabel={t('hr.detail.delete')}
        busy={Boolean(removing) && save === 'saving'}
        onConfirm={() => {
          setRemoving(record);
          dispatch(actions.remove(record.id));
        }}
        onCancel={() => {
          setConfirming(false);
          setRemoving(null);
          dispatch(actions.resetSave());
        }}
      >
        <p className="mb-0">{t('hr.detail.deleteText', { name: title, context: gender })}</p>
        {refusal && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {errorText(refusal)}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}

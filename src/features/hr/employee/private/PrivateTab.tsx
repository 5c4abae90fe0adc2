import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { EmployeePrivateBlock } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMayOnRecord } from '@/features/auth';
import { ErrorState } from '@/features/hr/toolkit/ListStates';
import { ResourceForm } from '@/features/hr/toolkit/ResourceForm';
import { EMPTY_CELL } from '@/features/hr/toolkit/cells';
import { formatIban, formatNir, maskIban, maskNir } from './mask';
import { privateForm, privateValues } from './private-form';
import { employeePrivateActions } from './private-slice';

type Secret = 'nir' | 'iban';

const SECRETS: Record<Secret, { shown: (value: string) => string; masked: (value: string) => string }> = {
  nir: { shown: formatNir, masked: maskNir },
  iban: { shown: formatIban, masked: maskIban },
};

/** A NIR or an IBAN, masked until the user asks to see it (each on its own). */
function SecretValue({ name, value }: { name: Secret; value: string | undefined }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!value) return <span className="text-body-secondary">{EMPTY_CELL}</span>;
  const label = t(`hr.employee.private.fields.${name}`);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="font-monospace" dir="ltr" data-testid={`private-${name}`}>
        {shown ? SECRETS[name].shown(value) : SECRETS[name].masked(value)}
      </span>
      <button
        type="button"
        className="btn btn-link btn-sm p-0"
        aria-pressed={shown}
        aria-label={t(shown ? 'hr.employee.private.hideField' : 'hr.employee.private.showField', { field: label })}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'hr.employee.private.hide' : 'hr.employee.private.show')}
      </button>
    </span>
  );
}

function PrivateFacts({ block }: { block: EmployeePrivateBlock }) {
  const { t } = useTranslation();
  const plain = (value: string | undefined) => value || <span className="text-body-secondary">{EMPTY_CELL}</span>;
  const facts = [
    ['nir', <SecretValue key="nir" name="nir" value={block.nir} />],
    ['iban', <SecretValue key="iban" name="iban" value={block.iban} />],
    ['emergencyContactName', plain(block.emergencyContactName)],
    ['emergencyContactPhone', plain(block.emergencyContactPhone)],
  ] as const;
  return (
    <dl className="row mb-0">
      {facts.map(([name, value]) => (
        <div key={name} className="col-sm-6 mb-3">
          <dt className="small text-body-secondary fw-normal">{t(`hr.employee.private.fields.${name}`)}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The private block (user/private/{id}): NIR and IBAN masked until asked for, and its own form. */
export function PrivateTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.employeePrivate);
  const mayEdit = useMayOnRecord('employee', 'update', employeeId);
  // Editing the version it was opened on: once saved, the new version closes the form.
  const [editingAt, setEditingAt] = useState<number | null>(null);
  const fetch = () => dispatch(employeePrivateActions.fetch(employeeId));
  useEffect(() => {
    dispatch(employeePrivateActions.fetch(employeeId));
    dispatch(employeePrivateActions.resetSave());
  }, [dispatch, employeeId]);

  useEffect(() => {
    if (state.save !== 'saved') return;
    toast.success(t('hr.employee.private.savedToast'));
    dispatch(employeePrivateActions.resetSave());
  }, [state.save, t, dispatch]);

  const block = state.employeeId === employeeId ? state.block : null;
  const editing = block !== null && editingAt === block.version;
  if (state.employeeId === employeeId && state.error) return <ErrorState error={state.error} onRetry={fetch} titleKey="hr.employee.private.loadFailed" />;
  if (!block) {
    return (
      <p className="text-body-secondary" role="status">
        {t('hr.list.loading')}
      </p>
    );
  }
  const stale = state.save === 'failed' && state.saveError?.status === 409;
  return (
    <section aria-labelledby="employee-private-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h3 id="employee-private-title" className="h6 mb-0 me-auto">
          {t('hr.employee.private.title')}
        </h3>
        {!editing && mayEdit && (
          <button type="button" className="btn btn-outline-primary btn-sm employee-outline" onClick={() => setEditingAt(block.version)}>
            {t('hr.employee.private.edit')}
          </button>
        )}
      </div>
      <p className="small text-body-secondary">{t('hr.employee.private.notice')}</p>
      {stale && (
        <div className="alert alert-warning" role="alert">
          {t('hr.form.stale')}
        </div>
      )}
      {editing ? (
        <ResourceForm
          key={`${block.employeeId}@${block.version}`}
          definition={privateForm}
          initial={privateValues(block)}
          known={{ ...block }}
          saving={state.save === 'saving'}
          refusal={state.save === 'failed' ? state.saveError : null}
          saved={state.save === 'saved'}
          onSubmit={(input) => dispatch(employeePrivateActions.save({ employeeId, input: { ...input, version: block.version } }))}
          actions={
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setEditingAt(null);
                dispatch(employeePrivateActions.resetSave());
                if (stale) fetch();
              }}
            >
              {t('common.cancel')}
            </button>
          }
        />
      ) : (
        <PrivateFacts block={block} />
      )}
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaItem } from '@/contract/areas';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isIsoDate } from '@/domain/common';
import type { ExitItem } from '@/domain/hr/exit';
import { localIsoDay } from '@/domain/rules/calendar';
import { useMayOnRecord } from '@/features/auth';
import { formatDate } from '@/shared/lib/format';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { EmploymentDocument } from '@/api';
import { exitChecklistActions as actions } from './exit-slice';
import './exit.css';

/** What an item says beside its name: the attestation France Travail's due date or channel. */
function ItemNote({ item }: { item: ExitItem }) {
  const { t } = useTranslation();
  if (item.item !== 'franceTravail') return null;
  return (
    <div className="small text-body-secondary">
      {item.channel === 'dsn' && item.dueDate ? t('hr.employee.exitChecklist.dsnDue', { date: formatDate(item.dueDate) }) : t('hr.employee.exitChecklist.onSite')}
    </div>
  );
}

/** One item: its status, and marking it done on a date or open again. */
function ExitItemRow({ employeeId, item, exitDate }: { employeeId: number; item: ExitItem; exitDate: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => state.exitChecklist.saving === item.item);
  const mayUpdate = useMayOnRecord('exitChecklist', 'update', employeeId);
  const [date, setDate] = useState(() => (localIsoDay() < exitDate ? localIsoDay() : exitDate));
  const dateId = useId();
  const name = t(`hr.employee.exitChecklist.items.${item.item}`);
  const set = (done: boolean) =>
    dispatch(actions.save({ employeeId, item: item.item, input: { done, ...(done ? { date } : {}), ...(item.version ? { version: item.version } : {}) } }));
  return (
    <li className="list-group-item exit-item" data-testid={`exit-item-${item.item}`}>
      <div className="exit-item-text">
        <div className="fw-semibold">{name}</div>
        <ItemNote item={item} />
      </div>
      <div className="exit-item-status">
        {item.done ? (
          <span className="badge text-bg-success">{t('hr.employee.exitChecklist.doneOn', { date: formatDate(item.date ?? '') })}</span>
        ) : (
          <span className="badge text-bg-warning">{t('hr.employee.exitChecklist.open')}</span>
        )}
      </div>
      {mayUpdate && (
        <div className="exit-item-actions">
          {item.done ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" disabled={saving} onClick={() => set(false)}>
              {t('hr.employee.exitChecklist.reopen')}
            </button>
          ) : (
            <>
              <label className="visually-hidden" htmlFor={dateId}>
                {t('hr.employee.exitChecklist.dateOf', { item: name })}
              </label>
              <input id={dateId} type="date" className="form-control form-control-sm exit-item-date" value={date} onChange={(event) => setDate(event.target.value)} />
              <button type="button" className="btn btn-primary btn-sm" disabled={saving || !isIsoDate(date)} onClick={() => set(true)}>
                {t('hr.employee.exitChecklist.markDone')}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/** The buttons that make the certificat (once an exit date is set) and an attestation d'emploi (while employed). */
export function DocumentButtons({ employeeId, leaving, employed }: { employeeId: number; leaving: boolean; employed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { making, documentError } = useAppSelector((state) => state.exitChecklist);
  const mayRead = useMayOnRecord('employmentDocument', 'read', employeeId);
  const mayCreate = useMayOnRecord('employmentDocument', 'create', employeeId);
  const make = (document: EmploymentDocument) => dispatch(actions.make({ employeeId, document }));
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {leaving && mayRead && (
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={making !== null} onClick={() => make('certificat')}>
          {t('hr.employee.exitChecklist.certificat')}
        </button>
      )}
      {employed && mayCreate && (
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={making !== null} onClick={() => make('attestation')}>
          {t('hr.employee.exitChecklist.attestation')}
        </button>
      )}
      {documentError && (
        <div className="text-danger small" role="alert">
          {errorText(documentError)}
        </div>
      )}
    </div>
  );
}

/** The employee's exit: its checklist (HR), and the documents of the employment. */
export function ExitTab({ record }: { record: AreaItem<'employee'> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const id = record.id;
  const { checklist, loading, error, saveError } = useAppSelector((state) => state.exitChecklist);
  const mayReadChecklist = useMayOnRecord('exitChecklist', 'read', id);
  const exitDate = record.exitDate;
  useEffect(() => {
    if (exitDate && mayReadChecklist) dispatch(actions.fetch(id));
  }, [dispatch, id, exitDate, mayReadChecklist, record.version]);
  const employed = !exitDate || exitDate >= localIsoDay();
  const shown = checklist?.employeeId === id ? checklist : null;
  return (
    <div className="exit-tab">
      {exitDate ? (
        <p className="mb-3">
          {t('hr.employee.exitChecklist.summary', { date: formatDate(exitDate), closes: formatDate(shown?.accountClosesOn ?? exitDate) })}
        </p>
      ) : (
        <p className="text-body-secondary mb-3">{t('hr.employee.exitChecklist.none')}</p>
      )}
      <DocumentButtons employeeId={id} leaving={exitDate !== undefined} employed={employed} />
      {exitDate && mayReadChecklist && (
        <section className="mt-4" aria-label={t('hr.employee.exitChecklist.checklist')}>
          <h2 className="h6">{t('hr.employee.exitChecklist.checklist')}</h2>
          {loading && !shown && <p className="text-body-secondary">{t('hr.employee.exitChecklist.loading')}</p>}
          {error && (
            <div className="alert alert-danger" role="alert">
              {errorText(error)}
            </div>
          )}
          {saveError && (
            <div className="alert alert-danger" role="alert">
              {errorText(saveError)}
            </div>
          )}
          {shown && (
            <ul className="list-group">
              {shown.items.map((item) => (
                <ExitItemRow key={item.item} employeeId={id} item={item} exitDate={shown.exitDate} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

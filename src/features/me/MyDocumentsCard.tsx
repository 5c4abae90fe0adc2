import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { EmploymentDocument } from '@/api';
import { localIsoDay } from '@/domain/rules/calendar';
import { useMayOnRecord } from '@/features/auth';
import { formatDate } from '@/shared/lib/format';
import { SectionCard } from '@/shared/ui/SectionCard';
import { useErrorText } from '@/shared/ui/use-error-text';
import { mySpaceActions } from './my-space-slice';
import { selectSelfService } from './record/self-service-slice';

/** My documents: an attestation d'emploi made at once while I work here, my certificat de travail once my exit is recorded. */
export function MyDocumentsCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { record } = useAppSelector(selectSelfService);
  const { making, error } = useAppSelector((state) => state.mySpace.document);
  const mayRead = useMayOnRecord('employmentDocument', 'read', employeeId);
  const mayCreate = useMayOnRecord('employmentDocument', 'create', employeeId);
  if (!mayRead && !mayCreate) return null;
  const exitDate = record?.exitDate;
  const employed = !exitDate || exitDate >= localIsoDay();
  const make = (document: EmploymentDocument) => dispatch(mySpaceActions.makeDocument({ employeeId, document }));
  return (
    <SectionCard id="my-documents-title" title={t('me.documents.title')} className="card my-space-card">
      <p className="small text-body-secondary">{exitDate ? t('me.documents.leaving', { date: formatDate(exitDate) }) : t('me.documents.intro')}</p>
      <div className="d-flex flex-wrap gap-2">
        {employed && mayCreate && (
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={making !== null} onClick={() => make('attestation')}>
            {t('hr.employee.exitChecklist.attestation')}
          </button>
        )}
        {exitDate && mayRead && (
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={making !== null} onClick={() => make('certificat')}>
            {t('hr.employee.exitChecklist.certificat')}
          </button>
        )}
      </div>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {errorText(error)}
        </p>
      )}
    </SectionCard>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/features/hr';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@/i18n/languages';
import { AdminHeading } from '@/shared/ui/AdminBreadcrumb';
import { EnterpriseSelect } from '@/shared/ui/EnterpriseSelect';
import { RegisterIcon } from '@/shared/ui/icons';
import { RegisterSection } from './RegisterSection';
import { registerActions, type RegisterExportFormat } from './register-slice';
import './register.css';

/**
 * The registre unique du personnel (HR, docs/domain.md "Staff register"): an enterprise's
 * lines, staff then interns, in hiring order, each with its amendments; exported as PDF or XLSX.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.staffRegister);
  const title = t('menu.staffRegister');
  const { register, enterprises, exportError } = state;

  useEffect(() => {
    dispatch(registerActions.load());
  }, [dispatch]);
  useEffect(() => {
    if (exportError) toast.error(t('staffRegister.exportFailed'));
  }, [exportError, t]);

  const exportAs = (format: RegisterExportFormat) => {
    if (!register) return;
    const fileName = `${t('staffRegister.fileName')}-${register.enterpriseName}-${register.asOf}.${format}`.normalize('NFD').replace(/[^\p{L}\p{N}.-]+/gu, '_');
    dispatch(registerActions.exportFile({ format, fileName, language: isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE }));
  };

  return (
    <div className="container-fluid py-4">
      <AdminHeading title={title} icon={<RegisterIcon aria-hidden="true" />} intro={t('staffRegister.intro')} />
      {state.error && <ErrorState error={state.error} onRetry={() => dispatch(registerActions.load())} />}
      {enterprises && enterprises.length === 0 && <p>{t('staffRegister.noEnterprise')}</p>}
      {enterprises && enterprises.length > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-3">
          <EnterpriseSelect id="register-enterprise" label={t('staffRegister.enterprise')} enterprises={enterprises} value={register?.enterpriseId} onChange={(id) => dispatch(registerActions.open(id))} />
          <div className="d-flex gap-2">
            {(['pdf', 'xlsx'] as const).map((format) => (
              <button key={format} type="button" className="btn btn-primary" disabled={!register || state.exporting !== null} onClick={() => exportAs(format)}>
                {t(`staffRegister.export.${format}`)}
              </button>
            ))}
          </div>
        </div>
      )}
      {register && (
        <div aria-busy={state.loading}>
          <p className="small text-body-secondary mt-2 mb-0">{t('staffRegister.retention')}</p>
          <RegisterSection section="staff" lines={register.staff} />
          <RegisterSection section="interns" lines={register.interns} />
        </div>
      )}
    </div>
  );
}

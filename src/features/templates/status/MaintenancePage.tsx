import { useTranslation } from 'react-i18next';
import { BackToHomeLink, StatusFrame } from './StatusFrame';
import { GearsArt } from './status-art';

/** 'Currently in Maintenance Mode !!!', a text, Back to Home. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusFrame art={<GearsArt />} title={t('templates.status.maintenance.title')}>
      <p className="text-body-secondary mb-4">{t('templates.status.maintenance.text')}</p>
      <BackToHomeLink />
    </StatusFrame>
  );
}

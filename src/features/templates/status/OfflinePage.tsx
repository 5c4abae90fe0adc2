import { useTranslation } from 'react-i18next';
import { StatusFrame } from './StatusFrame';
import { OfflineArt } from './status-art';

const reloadWindow = () => window.location.reload();

/** 'We're Temporarily Offline', why images are missing, and Refresh; no Back to Home. */
export function OfflineStatus({ reload = reloadWindow }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusFrame art={<OfflineArt />} title={t('templates.status.offline.title')}>
      <p className="text-body-secondary mb-4">{t('templates.status.offline.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => reload()}>
        {t('templates.status.offline.refresh')}
      </button>
    </StatusFrame>
  );
}

export default function OfflinePage() {
  return <OfflineStatus />;
}

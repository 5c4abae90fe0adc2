import { useTranslation } from 'react-i18next';
import { BackToHomeLink, StatusFrame } from './StatusFrame';
import { LostArt } from './status-art';

/** 'OPPS, PAGE NOT FOUND', a text, Back to Home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusFrame art={<LostArt />} title={t('templates.status.notFound.title')}>
      <p className="text-body-secondary mb-4">{t('templates.status.notFound.text')}</p>
      <BackToHomeLink />
    </StatusFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { COMING_SOON_COUNTDOWN, hasLaunched } from '@/shared/lib/countdown';
import { NewsletterForm } from '../landing/shared/NewsletterForm';
import { Countdown } from './Countdown';
import { BackToHomeLink, StatusFrame } from './StatusFrame';
import { RocketArt } from './status-art';
import { useCountdown } from './use-countdown';

/** 'Coming Soon ...', a 10-second countdown, then the launch; the notify form. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const remaining = useCountdown(COMING_SOON_COUNTDOWN);
  const launched = hasLaunched(remaining);
  return (
    <StatusFrame art={<RocketArt />} title={t('templates.status.comingSoon.title')}>
      <p className="text-body-secondary mb-4">{t('templates.status.comingSoon.text')}</p>
      {!launched && <Countdown remainingMs={remaining} />}
      {/* Only the end is announced: a live region that fills once, not a ticking one. */}
      <div aria-live="polite" className="mb-4">
        {launched && (
          <>
            <h2 className="h4 mb-3">{t('templates.status.comingSoon.launched')}</h2>
            <BackToHomeLink />
          </>
        )}
      </div>
      <h2 className="h6 mb-2">{t('templates.status.comingSoon.notify')}</h2>
      <NewsletterForm submitLabel={t('templates.status.comingSoon.send')} className="mx-auto text-start" />
    </StatusFrame>
  );
}

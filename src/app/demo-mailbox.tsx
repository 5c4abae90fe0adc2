import { useTranslation } from 'react-i18next';
import type { Mail } from '@mocks/browser';

function DemoMail({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  return (
    <div>
      <strong className="d-block">{t('demoMailbox.title')}</strong>
      <span className="d-block small">{t('demoMailbox.text', { recipient: mail.recipient })}</span>
      {/* The message is in the backend's language, whatever the page's direction. */}
      <span className="d-block fw-semibold mt-2" dir="auto">
        {mail.subject}
      </span>
      <span className="d-block small" dir="auto">
        {mail.body}
      </span>
    </div>
  );
}

/**
 * The fake mode's mailbox: the backend runs in the browser and mails nothing, so the message
 * it would send (an activation or a reset code) is shown as a toast saying so. It stays until
 * closed: the code is read from it.
 */
export function showDemoMail(mail: Mail): void {
  void import('react-toastify').then(({ toast }) => toast.info(<DemoMail mail={mail} />, { autoClose: false }));
}

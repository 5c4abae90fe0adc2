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
      {!mail.notification && (
        <span className="d-block small" dir="auto">
          {mail.body}
        </span>
      )}
    </div>
  );
}

/**
 * The fake mode's mailbox: the backend runs in the browser and mails nothing, so the message
 * it would send (an activation or a reset code) is shown as a toast saying so. It stays until
 * closed: the code is read from it. A notification's mail shows its subject a few seconds.
 */
export function showDemoMail(mail: Mail): void {
  void import('react-toastify').then(({ toast }) => {
    if (!mail.notification) return void toast.info(<DemoMail mail={mail} />, { autoClose: false });
    // A notification (the bell has it too) passes after a while, one toast at a time: the latest.
    if (toast.isActive(NOTIFICATION_TOAST)) toast.update(NOTIFICATION_TOAST, { render: <DemoMail mail={mail} /> });
    else toast.info(<DemoMail mail={mail} />, { autoClose: 8000, toastId: NOTIFICATION_TOAST });
  });
}

/** The one toast of the notification mails. */
const NOTIFICATION_TOAST = 'demo-notification';

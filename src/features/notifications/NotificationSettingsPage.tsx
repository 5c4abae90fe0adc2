import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_NOTIFICATION_SETTINGS, MAIL_TOPICS, NOTIFICATION_LANGUAGES, type NotificationSettings } from '@/contract/notifications';
import { languageOf } from '@/i18n/languages';
import { notificationsActions } from './notifications-slice';

/** The mail preferences: the language of the mails, and which of them to receive (never the security ones). */
export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((root) => root.notifications.settings);
  const saving = useAppSelector((root) => root.notifications.saving);
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => void dispatch(notificationsActions.loadSettings()), [dispatch]);
  const shown = draft ?? stored ?? DEFAULT_NOTIFICATION_SETTINGS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(notificationsActions.saveSettings(shown));
  };
  return (
    <div className="container-fluid py-3" style={{ maxWidth: '40rem' }}>
      <h1 className="h4 mb-3">{t('notifications.settings.title')}</h1>
      <form onSubmit={submit} className="card card-body">
        <label className="form-label" htmlFor="notification-language">
          {t('notifications.settings.language')}
        </label>
        <select
          id="notification-language"
          className="form-select mb-3"
          value={shown.language ?? 'fr'}
          onChange={(event) => setDraft({ ...shown, language: event.target.value as NotificationSettings['language'] })}
        >
          {NOTIFICATION_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageOf(code).nativeName}
            </option>
          ))}
        </select>
        <fieldset>
          <legend className="fs-6 fw-semibold">{t('notifications.settings.mails')}</legend>
          {MAIL_TOPICS.map((topic) => (
            <div key={topic} className="form-check form-switch mb-2" style={{ minHeight: 44 }}>
              <input
                id={`mail-${topic}`}
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={shown.mail[topic]}
                onChange={(event) => setDraft({ ...shown, mail: { ...shown.mail, [topic]: event.target.checked } })}
              />
              <label className="form-check-label" htmlFor={`mail-${topic}`}>
                {t(`notifications.settings.topics.${topic}`)}
              </label>
            </div>
          ))}
          <p className="small text-body-secondary">{t('notifications.settings.security')}</p>
        </fieldset>
        <div className="d-flex align-items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={saving === 'saving'} style={{ minHeight: 44 }}>
            {t('notifications.settings.save')}
          </button>
          <span role="status">{saving === 'saved' ? t('notifications.settings.saved') : saving === 'failed' ? t('notifications.settings.failed') : ''}</span>
        </div>
      </form>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMessage, MailStatus } from '@/contract/mail';
import { formatDateTime } from '@/shared/lib/format';

const BADGES: Record<MailStatus, string> = {
  queued: 'text-bg-info',
  sending: 'text-bg-primary',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  notSent: 'text-bg-secondary',
};

/** The status of a message, and when it was sent or will be tried again. */
function Status({ message }: { message: MailMessage }) {
  const { t } = useTranslation();
  const when =
    message.status === 'sent' && message.sentAt
      ? t('mail.sentAt', { date: formatDateTime(message.sentAt) })
      : message.status === 'queued' && message.attempts > 0 && message.nextAttemptAt
        ? t('mail.nextTry', { date: formatDateTime(message.nextAttemptAt) })
        : undefined;
  return (
    <>
      <span className={`badge ${BADGES[message.status]}`}>{t(`mail.status.${message.status}`)}</span>
      {when && <span className="d-block small text-body-secondary mail-table__when">{when}</span>}
    </>
  );
}

/** A cell that names its column: on a phone, the name stands beside the value. */
function Cell({ label, className, dir, children }: { label: string; className?: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <td data-label={label} className={className}>
      <div className="mail-table__value" dir={dir}>
        {children}
      </div>
    </td>
  );
}

export interface MailMessagesProps {
  messages: readonly MailMessage[];
  caption: string;
  /** The message being sent again: its button waits. */
  resending: number | null;
  onResend(message: MailMessage): void;
}

/**
 * The messages, newest first: when, to whom, what, their status, tries and last error, and
 * "Send again" for a failed one. On a phone each message is a block of labelled lines.
 */
export function MailMessages({ messages, caption, resending, onResend }: MailMessagesProps) {
  const { t } = useTranslation();
  const label = (column: string) => t(`mail.columns.${column}`);
  return (
    <table className="table table-sm align-top mb-0 mail-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {['date', 'recipient', 'subject', 'status', 'attempts', 'lastError'].map((column) => (
            <th key={column} scope="col" className="fw-medium small">
              {label(column)}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('mail.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <Cell label={label('date')} className="text-nowrap">
              {formatDateTime(message.createdAt)}
            </Cell>
            <Cell label={label('recipient')} className="mail-table__recipient">
              <bdi>{message.recipient}</bdi>
            </Cell>
            {/* The subject is in the language it was written in, whatever the page's direction. */}
            <Cell label={label('subject')} dir="auto">
              {message.subject}
            </Cell>
            <Cell label={label('status')}>
              <Status message={message} />
            </Cell>
            <Cell label={label('attempts')}>{message.attempts}</Cell>
            <Cell label={label('lastError')} className="small mail-table__error">
              {message.lastError ? <span className="text-danger-emphasis">{message.lastError}</span> : <span className="text-body-secondary">—</span>}
            </Cell>
            <td className="text-nowrap mail-table__actions">
              {message.status === 'failed' && (
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  disabled={resending !== null}
                  aria-label={t('mail.resendLabel', { recipient: message.recipient })}
                  onClick={() => onResend(message)}
                >
                  {resending === message.id && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
                  {t('mail.resend')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useTranslation } from 'react-i18next';
import type { InboxItem, InboxResult } from '@/contract/inbox';

export interface InboxResultsProps {
  results: readonly InboxResult[];
  /** The items as they were when decided: who each result is about. */
  decided: readonly InboxItem[];
  onDismiss(): void;
}

/** Which decisions went through, and why the others did not (their codes translated). */
export function InboxResults({ results, decided, onDismiss }: InboxResultsProps) {
  const { t } = useTranslation();
  const done = results.filter((result) => result.ok);
  const refused = results.filter((result) => !result.ok);
  const nameOf = (result: InboxResult) => decided.find((item) => item.kind === result.kind && item.id === result.id)?.employeeName ?? `#${result.id}`;
  return (
    <div className={`alert ${refused.length > 0 ? 'alert-warning' : 'alert-success'} d-flex gap-2`} role="status">
      <div className="flex-grow-1">
        <p className="mb-1">{t('inbox.done', { count: done.length })}</p>
        {refused.length > 0 && (
          <ul className="mb-0">
            {refused.map((result) => (
              <li key={`${result.kind}-${result.id}`}>
                {nameOf(result)} : {!result.ok && t(`validation.${result.code ?? 'invalid'}`, { defaultValue: result.message })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="btn-close" aria-label={t('inbox.dismiss')} onClick={onDismiss} />
    </div>
  );
}

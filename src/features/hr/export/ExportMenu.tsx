import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '@/api';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@/i18n/languages';
import { formatNumber } from '@/shared/lib/format';
import { MenuButton } from '@/shared/ui/MenuButton';
import { useErrorText } from '@/shared/ui/use-error-text';
import { hrExportActions, selectHrExport, type ExportSubject } from './export-slice';
import type { ExportFormat } from './file-name';

export interface ExportMenuProps {
  /** The area whose list is exported, or the audit trail. */
  subject: ExportSubject;
  /** The list's current query: every page of it is exported. */
  query: ListQuery;
  /** The keys of the columns shown (the audit trail writes all of its own). */
  columns?: readonly string[];
}

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];
const BUTTON = 'btn btn-outline-secondary';

/**
 * "Exporter" CSV or XLSX of what the list shows (its search, filters, sort, columns), all
 * pages. While an export runs
 * the button says how far it got and cannot be pressed; a failure is toasted.
 */
export function ExportMenu({ subject, query, columns = [] }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector(selectHrExport);
  const running = state.status === 'running';
  const ours = state.area === subject;

  // A toast for a failure seen happening here, not for one left in the store from earlier.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (state.status === 'failed' && wasRunning.current && ours && state.error) {
      const text = t('hr.export.failed', { reason: errorText(state.error) });
      void import('react-toastify').then(({ toast }) => toast.error(text));
    }
    wasRunning.current = running;
  }, [state.status, state.error, running, ours, t, errorText]);

  const start = (format: ExportFormat) =>
    dispatch(
      hrExportActions.start({
        area: subject,
        query,
        columns: [...columns],
        format,
        language: isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
      }),
    );

  const progress =
    state.total === null
      ? t('hr.export.starting')
      : t('hr.export.running', { done: formatNumber(state.done), total: formatNumber(state.total) });

  return (
    <div className="d-flex flex-wrap gap-2">
      {running ? (
        <button type="button" className={`${BUTTON} dropdown-toggle`} disabled>
          {progress}
        </button>
      ) : (
        <MenuButton label={t('hr.export.button')} buttonClassName={BUTTON}>
          {FORMATS.map((format) => (
            <button key={format} type="button" role="menuitem" className="dropdown-item" onClick={() => start(format)}>
              {t(`hr.export.${format}`)}
            </button>
          ))}
        </MenuButton>
      )}
      <span className="visually-hidden" role="status">
        {running && ours ? progress : state.status === 'done' && ours ? t('hr.export.done', { rows: formatNumber(state.done) }) : ''}
      </span>
    </div>
  );
}

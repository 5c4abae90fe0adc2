import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditArea, AuditEntry } from '@/contract/audit';
import { formatDateTime } from '@/shared/lib/format';
import { paths } from '@/shared/paths';
import { areaLabel, changeParts, isHrArea } from './change-text';

/** Changes shown at once; the others open on demand. */
const SHOWN = 4;

/** The page a record of the trail opens: its own, or its employee's for a private block or a leave balance. */
function recordPath(area: AuditArea, id: number): string | undefined {
  if (area === 'employeePrivate' || area === 'leaveBalance') return paths.record('employee', id);
  return isHrArea(area) ? paths.record(area, id) : undefined;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0) return <span className="text-body-secondary">{t('hr.audit.noChange')}</span>;
  // Each value kept whole in a right-to-left page (a phone number, an IBAN's start), the arrow turned with the page.
  const line = (change: AuditEntry['changes'][number]) => {
    const { label, values, withheld } = changeParts(t, entry.area, change);
    return (
      <li key={change.field}>
        <span className="fw-medium">{t('hr.audit.fieldLabel', { label })}</span>{' '}
        <span className={withheld ? 'fst-italic text-body-secondary' : undefined}>
          {values.map((value, index) => (
            <Fragment key={index}>
              {index > 0 && ` ${t('hr.audit.becomes')} `}
              <bdi>{value}</bdi>
            </Fragment>
          ))}
        </span>
      </li>
    );
  };
  const [first, rest] = [entry.changes.slice(0, SHOWN), entry.changes.slice(SHOWN)];
  return (
    <>
      <ul className="list-unstyled mb-0 audit-changes">{first.map(line)}</ul>
      {rest.length > 0 && (
        <details>
          <summary className="small">{t('hr.audit.more', { count: rest.length })}</summary>
          <ul className="list-unstyled mb-0 audit-changes">{rest.map(line)}</ul>
        </details>
      )}
    </>
  );
}

export interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  caption: string;
  /** The audit page names each entry's record; a record's history does not (but another area's entry, by its area). */
  withRecord?: boolean;
  /** The area of the record whose history this is. */
  recordArea?: AuditArea;
}

/** Entries of the trail, newest first: when, who, what was done and each field before → after. */
export function AuditEntries({ entries, caption, withRecord = false, recordArea }: AuditEntriesProps) {
  const { t } = useTranslation();
  const record = (entry: AuditEntry) => {
    if (entry.recordId === undefined) return '—';
    const path = recordPath(entry.area, entry.recordId);
    const text = `#${entry.recordId}`;
    return path ? <Link to={path}>{text}</Link> : text;
  };
  return (
    // Long changes may make it scroll sideways on a narrow screen: the keyboard reaches it too.
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm align-top mb-0 audit-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="fw-medium small text-nowrap">{t('hr.audit.columns.at')}</th>
            <th scope="col" className="fw-medium small">{t('hr.audit.columns.who')}</th>
            {withRecord && <th scope="col" className="fw-medium small">{t('hr.audit.columns.area')}</th>}
            {withRecord && <th scope="col" className="fw-medium small">{t('hr.audit.columns.record')}</th>}
            <th scope="col" className="fw-medium small">{t('hr.audit.columns.action')}</th>
            <th scope="col" className="fw-medium small">{t('hr.audit.columns.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{formatDateTime(entry.at)}</td>
              <td>{entry.userName}</td>
              {withRecord && <td>{areaLabel(t, entry.area)}</td>}
              {withRecord && <td className="text-nowrap">{record(entry)}</td>}
              <td>
                {t(`hr.audit.actions.${entry.action}`)}
                {recordArea && entry.area !== recordArea && <div className="small text-body-secondary">{areaLabel(t, entry.area)}</div>}
              </td>
              <td>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

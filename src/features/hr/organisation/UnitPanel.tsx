import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isMovable, type OrgUnit } from '@/domain/hr/org-tree';
import { may } from '@/domain/permissions';
import { useGrants } from '@/features/auth';
import { formatNumber } from '@/shared/lib/format';
import { paths } from '@/shared/paths';

export interface UnitPanelProps {
  unit: OrgUnit | null;
  onMove(unit: OrgUnit): void;
}

/** The selected unit: what it is, who heads it, its headcount; open its record or move it (for those allowed to change it). */
export function UnitPanel({ unit, onMove }: UnitPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const grants = useGrants();
  if (!unit) {
    return <p className="text-body-secondary mb-0">{t('hr.organisation.noSelection')}</p>;
  }
  const rows: [string, string][] = [
    [t('hr.organisation.level'), t(`hr.form.units.${unit.level}`)],
    ...(unit.code ? [[t('hr.organisation.code'), unit.code] as [string, string]] : []),
    [t('hr.organisation.head'), unit.headName ?? t('hr.organisation.noHead')],
    [t('hr.organisation.headcount'), formatNumber(unit.headcount)],
    [t('hr.organisation.subunits'), formatNumber(unit.children.length)],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="h6 mb-3">
        {unit.name}
      </h3>
      <dl className="row small mb-3">
        {rows.map(([label, value]) => (
          <div key={label} className="col-6 mb-2">
            <dt className="fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.record(unit.level, unit.id)} className="btn btn-outline-secondary btn-sm">
          {t('hr.organisation.openRecord')}
        </Link>
        {isMovable(unit.level) && may(grants, unit.level, 'update') && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onMove(unit)}>
            {t('hr.organisation.move.button')}
          </button>
        )}
      </div>
    </section>
  );
}

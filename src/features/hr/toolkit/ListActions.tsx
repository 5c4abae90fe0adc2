import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { may } from '@/domain/permissions';
import { useGrants } from '@/features/auth';
import type { ListAction } from './list-definition';

/** A list's links to its area's other pages, each shown only to the users allowed what it leads to. */
export function ListActions({ actions = [] }: { actions?: readonly ListAction[] }) {
  const { t } = useTranslation();
  const grants = useGrants();
  const allowed = actions.filter(({ requires }) => !requires || may(grants, requires.resource, requires.action));
  if (allowed.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {allowed.map((action) => (
        <Link key={action.to} to={action.to} className="btn btn-outline-secondary">
          {t(action.labelKey)}
        </Link>
      ))}
    </div>
  );
}

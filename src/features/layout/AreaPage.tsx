import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatch } from 'react-router-dom';
import type { AreaListPage } from '@/features/hr';
import type { MenuEntry } from './menu/menu';

/** An area's frame: where it sits, its title, and its list or one of its records below. */
export function AreaPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const atList = useMatch(entry.path) !== null;
  return (
    <div className="container-fluid py-4">
      <nav aria-label={t('layout.breadcrumb')}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">{t('app.name')}</li>
          {atList ? (
            <li className="breadcrumb-item active" aria-current="page">
              {t(entry.labelKey)}
            </li>
          ) : (
            <li className="breadcrumb-item">
              <Link to={entry.path} className="link-body-emphasis">
                {t(entry.labelKey)}
              </Link>
            </li>
          )}
        </ol>
      </nav>
      <h1 className="h4 d-flex align-items-center gap-2">
        <Icon aria-hidden="true" /> {t(entry.labelKey)}
      </h1>
      <div className="mt-3">
        <Outlet />
      </div>
    </div>
  );
}

/** The area's list, named after the area. */
export function AreaList({ entry, List }: { entry: MenuEntry; List: AreaListPage }) {
  const { t } = useTranslation();
  return <List title={t(entry.labelKey)} />;
}

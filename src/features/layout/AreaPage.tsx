import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menu/menu';
import { MENU_ICONS } from './menu/menu-icons';

/** An area's page until its screens exist: its title, and where it sits. */
export function AreaPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const Icon = MENU_ICONS[entry.area];
  return (
    <div className="container-fluid py-4">
      <nav aria-label={t('layout.breadcrumb')}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">{t('app.name')}</li>
          <li className="breadcrumb-item active" aria-current="page">
            {t(entry.labelKey)}
          </li>
        </ol>
      </nav>
      <h1 className="h4 d-flex align-items-center gap-2">
        <Icon aria-hidden="true" /> {t(entry.labelKey)}
      </h1>
      <div className="card mt-3">
        <div className="card-body text-body-secondary">{t('layout.areaSoon')}</div>
      </div>
    </div>
  );
}

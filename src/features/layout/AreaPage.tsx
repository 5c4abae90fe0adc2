import { useTranslation } from 'react-i18next';
import type { AreaListPage } from '@/features/hr';
import type { MenuEntry } from './menu/menu';
import { MENU_ICONS } from './menu/menu-icons';

/** An area's page: where it sits, its title, and its list. */
export function AreaPage({ entry, List }: { entry: MenuEntry; List: AreaListPage }) {
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
      <div className="mt-3">
        <List title={t(entry.labelKey)} />
      </div>
    </div>
  );
}

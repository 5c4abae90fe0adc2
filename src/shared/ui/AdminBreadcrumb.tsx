import { useTranslation } from 'react-i18next';

/** Where an administration page sits: the product, Administration, the page. */
export function AdminBreadcrumb({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.breadcrumb')}>
      <ol className="breadcrumb small mb-2">
        <li className="breadcrumb-item">{t('app.name')}</li>
        <li className="breadcrumb-item">{t('layout.adminTitle')}</li>
        <li className="breadcrumb-item active" aria-current="page">
          {page}
        </li>
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
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

/** The top of an administration page: where it sits, its title with its icon, what it is for. */
export function AdminHeading({ title, icon, intro }: { title: string; icon: ReactNode; intro: string }) {
  return (
    <>
      <AdminBreadcrumb page={title} />
      <h1 className="h4 d-flex align-items-center gap-2">
        {icon} {title}
      </h1>
      <p className="text-body-secondary">{intro}</p>
    </>
  );
}

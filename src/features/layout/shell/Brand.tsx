import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The product's mark and name, linking to the home page. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand d-inline-flex align-items-center gap-2 text-decoration-none">
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
      <span className={`brand-name fw-bold fs-5 ${compact ? 'visually-hidden' : ''}`}>{t('app.name')}</span>
    </Link>
  );
}

import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer">
      <span>
        © {year} {t('app.name')}
      </span>
      <span className="d-none d-sm-inline">{t('layout.footer')}</span>
    </footer>
  );
}

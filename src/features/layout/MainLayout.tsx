import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';
import { UserMenu } from './UserMenu';

/** The frame of the signed-in area: top bar and the page. */
export default function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100 bg-body-tertiary">
      <header className="navbar bg-body border-bottom sticky-top px-3">
        <Link to="/" className="navbar-brand fw-bold text-primary">
          {t('app.name')}
        </Link>
        <div className="d-flex align-items-center gap-3">
          <LanguageSelect />
          <UserMenu />
        </div>
      </header>
      <main className="flex-grow-1" id="main">
        <Outlet />
      </main>
      <footer className="border-top bg-body small text-body-secondary px-3 py-2">
        © {new Date().getFullYear()} {t('app.name')}
      </footer>
    </div>
  );
}

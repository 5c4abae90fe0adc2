import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';

/** The frame of every sign-in screen: brand, language choice, a card, a footer. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page d-flex flex-column min-vh-100">
      <header className="d-flex justify-content-between align-items-center px-3 py-3 px-md-4">
        <span className="auth-brand fs-4 fw-bold">{t('app.name')}</span>
        <LanguageSelect />
      </header>
      <main className="flex-grow-1 d-flex align-items-center justify-content-center px-3 pb-4">
        <div className="card auth-card shadow-sm border-0 w-100">
          <div className="card-body p-4 p-sm-5">{children}</div>
        </div>
      </main>
      <footer className="text-center small text-body-secondary pb-3">
        © {new Date().getFullYear()} {t('app.name')} — {t('app.tagline')}
      </footer>
    </div>
  );
}

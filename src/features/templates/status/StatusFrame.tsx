import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FrameBrand, FrameFooter } from '../auth/frames/FramePieces';
import { HomeArtIcon } from './status-art';
import './status.css';

interface StatusFrameProps {
  /** The page's drawing (decorative). */
  art: ReactNode;
  title: string;
  children: ReactNode;
}

/** The frame every status page shares: brand, drawing, heading, the page's own content, footer. */
export function StatusFrame({ art, title, children }: StatusFrameProps) {
  return (
    <div className="status-page d-flex flex-column align-items-center min-vh-100 px-3 py-4">
      <FrameBrand />
      <main className="status-page__body text-center w-100 my-auto py-4">
        <div className="status-page__art mx-auto mb-4" aria-hidden="true">
          {art}
        </div>
        <h1 className="status-page__title h2 fw-bold mb-3">{title}</h1>
        {children}
      </main>
      <FrameFooter className="text-center" />
    </div>
  );
}

/** The 'Back to Home' link of the status pages (all but offline). */
export function BackToHomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="btn btn-primary d-inline-flex align-items-center gap-2">
      <HomeArtIcon />
      {t('templates.status.backToHome')}
    </Link>
  );
}

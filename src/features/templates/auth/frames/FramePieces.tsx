import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The brand at the top of a template screen; it leads to the home page. */
export function FrameBrand({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`template-brand fs-4 fw-bold text-decoration-none ${className}`}>
      {t('app.name')}
    </Link>
  );
}

/** The line at the foot of a template screen. */
export function FrameFooter({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={`small text-body-secondary ${className}`}>
      © {new Date().getFullYear()} {t('app.name')} — {t('templates.frame.footer')}
    </footer>
  );
}

/** The decorative side of the cover, boxed and modern frames: a gradient, a quote and its author. */
export function FrameCover({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`template-cover d-flex flex-column justify-content-end p-4 p-lg-5 ${className}`}>
      <blockquote className="mb-0">
        <p className="fs-5 mb-2">“{t('templates.frame.quote')}”</p>
        <footer className="small opacity-75">— {t('templates.frame.quoteAuthor')}</footer>
      </blockquote>
    </div>
  );
}

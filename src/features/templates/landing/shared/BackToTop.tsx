import { useTranslation } from 'react-i18next';
import { scrollTo } from '@/shared/lib/scroll-to';
import { useScroll } from '@/shared/lib/use-scroll';
import { Svg } from '@/shared/ui/icons';
import { LANDING_STICKY_AT } from './sticky';
import './landing-chrome.css';

/** Where the keyboard goes on once at the top: the page's first link or button. */
function focusPageStart(): void {
  document.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus({ preventScroll: true });
}

/** A round button in the corner, shown past 40 px of scroll, that scrolls back to the top. */
export function BackToTop() {
  const { t } = useTranslation();
  const shown = useScroll(LANDING_STICKY_AT).past;
  if (!shown) return null;
  const backToTop = () => {
    const { finished } = scrollTo(document.documentElement);
    void finished.then((arrived) => {
      if (arrived) focusPageStart();
    });
  };
  return (
    <button
      type="button"
      className="btn btn-primary rounded-circle shadow landing-back-to-top"
      aria-label={t('templates.landingNav.backToTop')}
      title={t('templates.landingNav.backToTop')}
      onClick={backToTop}
    >
      <Svg>
        <polyline points="18 15 12 9 6 15" />
      </Svg>
    </button>
  );
}

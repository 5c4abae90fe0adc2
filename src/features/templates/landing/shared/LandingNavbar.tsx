import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScroll } from '@/shared/lib/use-scroll';
import { MenuIcon } from '@/shared/ui/icons';
import { ScrollLink } from './ScrollLink';
import { LANDING_STICKY_AT } from './sticky';
import { useSectionInView } from './use-section-in-view';
import './landing-chrome.css';

export interface LandingSection {
  id: string;
  label: string;
}

export interface LandingNavbarProps {
  sections: LandingSection[];
  brand: ReactNode;
  /** Shown after the links (a sign-in button, say). */
  action?: ReactNode;
}

/**
 * The bar of a landing page: links to its sections (the one in view marked current),
 * fixed at the top and solid once the page has scrolled 40 px; on a phone the links fold
 * behind a menu button.
 */
export function LandingNavbar({ sections, brand, action }: LandingNavbarProps) {
  const { t } = useTranslation();
  const sticky = useScroll(LANDING_STICKY_AT).past;
  const current = useSectionInView(sections.map((section) => section.id));
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <nav
      className={`navbar navbar-expand-lg fixed-top landing-navbar ${sticky ? 'is-sticky' : ''} ${open ? 'is-open' : ''}`}
      aria-label={t('templates.landingNav.label')}
    >
      <div className="container" onKeyDown={onKeyDown}>
        <div className="navbar-brand">{brand}</div>
        <button
          ref={toggle}
          type="button"
          className="navbar-toggler"
          aria-controls={menuId}
          aria-expanded={open}
          aria-label={t('templates.landingNav.toggle')}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon className="fs-4" />
        </button>
        <div id={menuId} className={`collapse navbar-collapse ${open ? 'show' : ''}`}>
          <ul className="navbar-nav mx-auto mt-2 mt-lg-0">
            {sections.map((section) => (
              <li key={section.id} className="nav-item">
                <ScrollLink
                  target={section.id}
                  className={`nav-link ${section.id === current ? 'active' : ''}`}
                  current={section.id === current}
                  onFollow={() => setOpen(false)}
                >
                  {section.label}
                </ScrollLink>
              </li>
            ))}
          </ul>
          {action && <div className="landing-navbar__action py-2 py-lg-0">{action}</div>}
        </div>
      </div>
    </nav>
  );
}

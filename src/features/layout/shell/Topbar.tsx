import { Suspense, lazy, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useScroll } from '@/shared/lib/use-scroll';
import { LanguageSelect } from '@/shared/ui/LanguageSelect';
import { CartIcon, MenuIcon, MoonIcon, SettingsIcon, SunIcon } from '@/shared/ui/icons';
import { selectLayoutSettings, setSetting } from '../settings/settings-slice';
import { UserMenu } from '../UserMenu';
import { Brand } from './Brand';

/** The inbox's badge loads with its part of the store, after the first frame. */
const InboxButton = lazy(() => import('@/features/inbox/InboxButton'));
/** The bell, likewise. */
const NotificationBell = lazy(() => import('@/features/notifications/NotificationBell'));

/** The top bar turns sticky (with its shadow) after 50 px of scroll. */
export const TOPBAR_STICKY_AFTER_PX = 50;

export interface TopbarProps {
  toggleRef: RefObject<HTMLButtonElement | null>;
  menuExpanded: boolean;
  menuControls: string;
  onToggleMenu: () => void;
  onOpenCart: () => void;
  onOpenCustomizer: () => void;
  showBrand: boolean;
  /** The horizontal menu is always shown from 768 px: its toggle only serves on a phone. */
  toggleOnPhoneOnly: boolean;
}

export function Topbar({
  toggleRef,
  menuExpanded,
  menuControls,
  onToggleMenu,
  onOpenCart,
  onOpenCustomizer,
  showBrand,
  toggleOnPhoneOnly,
}: TopbarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { mode } = useAppSelector(selectLayoutSettings);
  const { past, goingDown } = useScroll(TOPBAR_STICKY_AFTER_PX);
  const dark = mode === 'dark';
  return (
    <header
      className={`app-topbar${past ? ' is-scrolled' : ''}${past && goingDown ? ' is-away' : ''}`}
    >
      <div className="app-topbar__inner">
        <div className="d-flex align-items-center gap-2">
          {showBrand && <Brand />}
          <button
            ref={toggleRef}
            type="button"
            className={`btn btn-icon topbar-btn${toggleOnPhoneOnly ? ' d-md-none' : ''}`}
            aria-label={t('layout.toggleMenu')}
            aria-expanded={menuExpanded}
            aria-controls={menuControls}
            onClick={onToggleMenu}
          >
            <MenuIcon />
          </button>
        </div>
        <div className="d-flex align-items-center gap-1 gap-sm-2">
          <Suspense fallback={null}>
            <InboxButton />
          </Suspense>
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
          <LanguageSelect className="topbar-language" />
          <button
            type="button"
            className="btn btn-icon topbar-btn topbar-mode"
            aria-label={dark ? t('layout.lightMode') : t('layout.darkMode')}
            aria-pressed={dark}
            onClick={() => dispatch(setSetting('mode', dark ? 'light' : 'dark'))}
          >
            {dark ? <SunIcon /> : <MoonIcon />}
          </button>
          <button type="button" className="btn btn-icon topbar-btn" aria-label={t('cart.open')} onClick={onOpenCart}>
            <CartIcon />
          </button>
          <button
            type="button"
            className="btn btn-icon topbar-btn"
            aria-label={t('customizer.open')}
            onClick={onOpenCustomizer}
          >
            <SettingsIcon />
          </button>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

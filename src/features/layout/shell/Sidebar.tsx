import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '../menu/MenuLink';
import { useAllowedMenu } from '../menu/use-menu';
import type { LayoutSettings } from '../settings/settings';
import { Brand } from './Brand';

export interface SidebarProps {
  /** The size shown: the setting on a desktop, small on a tablet. */
  size: LayoutSettings['sidebarSize'];
  /** On a phone the sidebar is an overlay, open or closed. */
  overlay: boolean;
  open: boolean;
  onClose: () => void;
}

/** The vertical menu of the areas the user may read. */
export function Sidebar({ size, overlay, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  const entries = useAllowedMenu().areas;

  useEffect(() => {
    if (!overlay || !open) return;
    panel.current?.querySelector<HTMLElement>('.menu-link')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlay, open, onClose]);

  const hidden = overlay && !open;
  return (
    <>
      <aside
        ref={panel}
        id="app-sidebar"
        className={`app-sidebar${overlay ? ' is-overlay' : ''}${open ? ' is-open' : ''}`}
        data-size={overlay ? 'lg' : size}
        aria-label={t('layout.sidebar')}
        hidden={hidden}
      >
        <div className="app-sidebar__brand">
          <Brand compact={!overlay && size === 'sm'} />
        </div>
        <nav aria-label={t('layout.mainMenu')} className="app-sidebar__nav">
          <p className="menu-title">{t('layout.menuTitle')}</p>
          <ul className="list-unstyled mb-0">
            {entries.map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} className="menu-link" onNavigate={overlay ? onClose : undefined} />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {overlay && open && <div className="app-sidebar__backdrop" onClick={onClose} aria-hidden="true" />}
    </>
  );
}

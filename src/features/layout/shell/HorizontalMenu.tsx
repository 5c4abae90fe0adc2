import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuLink } from '../menu/MenuLink';
import { splitMenu } from '../menu/menu-overflow';
import { useAllowedMenu } from '../menu/use-menu';
import { MenuButton } from '@/shared/ui/MenuButton';

/**
 * The top menu of the horizontal layout: the first thirteen areas, those the user may read;
 * those that do not fit moved under 'more', measured from their real widths and again on
 * every resize.
 */
export function HorizontalMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const bar = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const entries = useAllowedMenu().horizontal;
  const [visibleCount, setVisibleCount] = useState(entries.length);

  useLayoutEffect(() => {
    const container = bar.current;
    const ruler = measure.current;
    if (!container || !ruler) return;
    const compute = () => {
      const widths = [...ruler.querySelectorAll<HTMLElement>('[data-measure=item]')].map((item) => item.offsetWidth);
      const moreWidth = ruler.querySelector<HTMLElement>('[data-measure=more]')?.offsetWidth ?? 0;
      const { visible } = splitMenu({
        items: entries,
        itemWidths: widths,
        // The bar spans the page: the header's spare is taken from the window's width.
        availableWidth: container.clientWidth,
        viewportWidth: window.innerWidth,
        moreWidth,
      });
      setVisibleCount(visible.length);
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(container);
    window.addEventListener('resize', compute);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', compute);
    };
  }, [i18n.language, entries]);

  const visible = entries.slice(0, visibleCount);
  const more = entries.slice(visibleCount);
  const moreActive = more.some((entry) => pathname.startsWith(entry.path));
  return (
    <div ref={bar} className={`app-topnav${open ? ' is-open' : ''}`} id="app-topnav">
      <nav aria-label={t('layout.mainMenu')}>
        <ul className="app-topnav__list list-unstyled mb-0">
          {visible.map((entry) => (
            <li key={entry.id}>
              <MenuLink entry={entry} className="topnav-link" onNavigate={onNavigate} />
            </li>
          ))}
          {more.length > 0 && (
            <li>
              <MenuButton
                label={t('layout.more')}
                buttonClassName={`topnav-link${moreActive ? ' active' : ''}`}
                align="start"
              >
                {more.map((entry) => {
                    const Icon = entry.icon;
                    return (
                      <NavLink
                        key={entry.id}
                        role="menuitem"
                        to={entry.path}
                        className="dropdown-item d-flex align-items-center gap-2"
                        onClick={onNavigate}
                      >
                        <Icon /> {t(entry.labelKey)}
                      </NavLink>
                    );
                  })}
              </MenuButton>
            </li>
          )}
        </ul>
      </nav>
      <div className="app-topnav__ruler" aria-hidden="true">
        <ul ref={measure} className="app-topnav__list app-topnav__measure list-unstyled mb-0">
          {entries.map((entry) => {
            const Icon = entry.icon;
            return (
              <li key={entry.id} data-measure="item">
                <span className="topnav-link">
                  <Icon className="menu-icon" />
                  <span className="menu-label">{t(entry.labelKey)}</span>
                </span>
              </li>
            );
          })}
          <li data-measure="more">
            <span className="topnav-link dropdown-toggle">{t('layout.more')}</span>
          </li>
        </ul>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './menu';

/** One entry of the menu: its icon and label, highlighted when its page is open. */
export function MenuLink({ entry, className, onNavigate }: { entry: MenuItem; className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <NavLink
      to={entry.path}
      className={({ isActive }) => `${className}${isActive ? ' active' : ''}`}
      onClick={onNavigate}
      data-area={entry.resource}
    >
      <Icon className="menu-icon" />
      <span className="menu-label">{t(entry.labelKey)}</span>
    </NavLink>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authActions, selectCurrentUser, selectGrants, useMay } from '@/features/auth';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { MenuButton } from '@/shared/ui/MenuButton';
import { paths } from '@/shared/paths';
import { BellIcon, HomeIcon, LockIcon, LogOutIcon, UserIcon, UsersIcon } from '@/shared/ui/icons';
import { useAllowedMenu } from './menu/use-menu';

const ITEM = 'dropdown-item d-flex align-items-center gap-2';

/** The signed-in employee's photo, label, position and roles, with profile, the administration they may open, lock and log-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const grants = useAppSelector(selectGrants);
  const admin = useAllowedMenu().admin;
  // A manager names her stand-ins there, and whoever stands in for one sees the period.
  const standIns = useMay('standIn', 'read');
  if (!user) return null;
  const roles = [...new Set(grants.map((grant) => t(`roles.${grant.role}`)))].join(' · ');
  const employee = user.additional.employee;
  const label = employee?.user.person.label ?? user.username;
  return (
    <MenuButton
      buttonClassName="btn btn-link d-flex align-items-center gap-2 text-decoration-none user-menu-toggle p-1"
      label={
        <>
          {employee && <EmployeeAvatar employee={employee} size={36} />}
          <span className="d-none d-md-flex flex-column text-start lh-sm">
            <span className="fw-semibold">{label}</span>
            {employee && <span className="small user-menu-position">{employee.position.title}</span>}
          </span>
          <span className="visually-hidden">{t('layout.userMenu')}</span>
        </>
      }
      header={
        <>
          <h6 className="dropdown-header">{t('layout.welcome', { name: label })}</h6>
          {roles && <p className="dropdown-header small pt-0 mb-0">{roles}</p>}
        </>
      }
    >
          {employee && (
            <Link role="menuitem" to={paths.me()} className={ITEM}>
              <HomeIcon /> {t('menu.me')}
            </Link>
          )}
          {standIns && (
            <Link role="menuitem" to={paths.standIns()} className={ITEM}>
              <UsersIcon /> {t('menu.standIns')}
            </Link>
          )}
          <Link role="menuitem" to={paths.notificationSettings()} className={ITEM}>
            <BellIcon /> {t('notifications.settings.title')}
          </Link>
          <Link role="menuitem" to="/dry/dry-account/profile" className={ITEM}>
            <UserIcon /> {t('layout.profile')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            onClick={() => dispatch(authActions.lock(`${location.pathname}${location.search}${location.hash}`))}
          >
            <LockIcon /> {t('layout.lockScreen')}
          </button>
          {admin.length > 0 && (
            <>
              <hr className="dropdown-divider" />
              <h6 className="dropdown-header">{t('layout.adminTitle')}</h6>
              {admin.map((entry) => (
                <Link key={entry.id} role="menuitem" to={entry.path} className={ITEM}>
                  <entry.icon /> {t(entry.labelKey)}
                </Link>
              ))}
            </>
          )}
          <hr className="dropdown-divider" />
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            onClick={() => dispatch(authActions.logout())}
          >
            <LogOutIcon /> {t('layout.logout')}
          </button>
    </MenuButton>
  );
}

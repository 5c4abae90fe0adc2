import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authActions, selectCurrentUser } from '@/features/auth';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { MenuButton } from '@/shared/ui/MenuButton';
import { LockIcon, LogOutIcon, UserIcon } from '@/shared/ui/icons';

const ITEM = 'dropdown-item d-flex align-items-center gap-2';

/** The signed-in employee's photo, label and position, with profile, lock and log-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
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
      header={<h6 className="dropdown-header">{t('layout.welcome', { name: label })}</h6>}
    >
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

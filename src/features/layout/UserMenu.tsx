import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authActions, selectCurrentUser } from '@/features/auth';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { LockIcon, LogOutIcon, UserIcon } from '@/shared/ui/icons';

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
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="d-flex align-items-center gap-2 text-decoration-none text-body p-1" id="user-menu">
        {employee && (
          <EmployeeAvatar employee={employee} size={36} />
        )}
        <span className="d-none d-md-flex flex-column text-start lh-sm">
          <span className="fw-semibold">{label}</span>
          {employee && <span className="small text-body-secondary">{employee.position.title}</span>}
        </span>
        <span className="visually-hidden">{t('layout.userMenu')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{t('layout.welcome', { name: label })}</Dropdown.Header>
        <Dropdown.Item as={Link} to="/dry/dry-account/profile" className="d-flex align-items-center gap-2">
          <UserIcon /> {t('layout.profile')}
        </Dropdown.Item>
        <Dropdown.Item
          as="button"
          className="d-flex align-items-center gap-2"
          onClick={() => dispatch(authActions.lock(`${location.pathname}${location.search}${location.hash}`))}
        >
          <LockIcon /> {t('layout.lockScreen')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          className="d-flex align-items-center gap-2"
          onClick={() => dispatch(authActions.logout())}
        >
          <LogOutIcon /> {t('layout.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

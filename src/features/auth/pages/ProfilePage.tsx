import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { EmployeeAvatar } from '@/shared/ui/EmployeeAvatar';
import { selectCurrentUser } from '../auth-slice';

/** The signed-in account and the employee it is linked to. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  const employee = user.additional.employee;
  return (
    <div className="container-fluid py-4">
      <h1 className="h4 mb-4">{t('profile.title')}</h1>
      <div className="row g-4">
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="profile-account">
            <div className="card-body">
              <h2 id="profile-account" className="h6 text-uppercase text-body-secondary mb-3">
                {t('profile.account')}
              </h2>
              <dl className="row mb-0">
                <dt className="col-sm-4">{t('profile.email')}</dt>
                <dd className="col-sm-8">{user.email}</dd>
                <dt className="col-sm-4">{t('profile.username')}</dt>
                <dd className="col-sm-8">{user.username}</dd>
                <dt className="col-sm-4">{t('profile.role')}</dt>
                <dd className="col-sm-8 mb-0">{user.data.role}</dd>
              </dl>
            </div>
          </section>
        </div>
        <div className="col-md-6">
          <section className="card h-100" aria-labelledby="profile-employee">
            <div className="card-body">
              <h2 id="profile-employee" className="h6 text-uppercase text-body-secondary mb-3">
                {t('profile.employee')}
              </h2>
              {employee ? (
                <div className="d-flex align-items-center gap-3">
                  <EmployeeAvatar employee={employee} size={64} />
                  <div>
                    <p className="fw-semibold mb-1">{employee.user.person.label}</p>
                    <p className="text-body-secondary mb-0">{employee.position.title}</p>
                  </div>
                </div>
              ) : (
                <p className="text-body-secondary mb-0">{t('profile.noEmployee')}</p>
              )}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

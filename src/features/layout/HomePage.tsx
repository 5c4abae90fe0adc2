import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentUser } from '@/features/auth';

/** The root page of the signed-in area. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const name = user?.additional.employee?.user.person.label ?? user?.username ?? '';
  return (
    <div className="container-fluid py-4">
      <h1 className="h4">{t('home.title')}</h1>
      <p className="text-body-secondary">{t('home.welcome', { name })}</p>
    </div>
  );
}

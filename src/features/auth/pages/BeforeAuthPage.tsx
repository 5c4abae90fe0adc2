import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthFrame } from '../AuthFrame';

/** The goodbye screen a signed-out user ends on. */
export default function BeforeAuthPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame>
      <div className="text-center">
        <h1 className="h4 text-primary mb-3">{t('auth.beforeAuth.title')}</h1>
        <p className="text-body-secondary mb-4">{t('auth.beforeAuth.text')}</p>
        <Link to="/auth/login" className="btn btn-primary w-100">
          {t('auth.beforeAuth.signIn')}
        </Link>
      </div>
    </AuthFrame>
  );
}

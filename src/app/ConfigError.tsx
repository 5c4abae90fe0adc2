import { useTranslation } from 'react-i18next';
import type { EnvProblem } from './env';

/** Shown instead of the app when the environment it was built with is not usable. */
export function ConfigError({ problem }: { problem: EnvProblem }) {
  const { t } = useTranslation();
  return (
    <main className="container py-5">
      <div className="alert alert-danger" role="alert">
        <h1 className="h5 mb-2">{t(`boot.${problem}`)}</h1>
        <p className="mb-0">{t('boot.checkEnv')}</p>
      </div>
    </main>
  );
}

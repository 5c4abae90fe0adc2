import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/shared/lib/app-config';
import { oidcStartHref } from './sign-in-options';

/**
 * The button that signs in at the company's OpenID provider: a link to the server's start,
 * which sends the browser there (docs/sso.md); no OpenID library comes to the browser. Above
 * the password form it is the second choice ("or" between them), alone the first.
 */
export function OidcButton({ returnUrl, besideForm, children }: { returnUrl: string | null; besideForm: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { apiBaseUrl = '/api' } = useAppConfig();
  return (
    <>
      <a className={`btn ${besideForm ? 'btn-outline-primary' : 'btn-primary'} w-100`} href={oidcStartHref(apiBaseUrl, returnUrl)}>
        {children}
      </a>
      {besideForm && (
        <p className="text-center text-body-secondary small my-3" aria-hidden="true">
          {t('auth.signIn.or')}
        </p>
      )}
    </>
  );
}

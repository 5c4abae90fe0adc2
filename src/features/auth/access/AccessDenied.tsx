import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import type { Resource } from '@/domain/permissions';
import { LockIcon } from '@/shared/ui/icons';
import { authActions } from '../auth-slice';
import type { Requirement } from './route-access';

const isArea = (resource: Resource): resource is HrArea => (HR_AREAS as readonly string[]).includes(resource);

/** A resource's name as the user knows it: an area's menu label, else the page's name. */
export const resourceLabelKey = (resource: Resource): string => (isArea(resource) ? `menu.${resource}` : `access.resources.${resource}`);

/**
 * "Not allowed": what was refused, and a way on — the user's home page, or for an account
 * that holds no grant at all, logging out.
 */
export function AccessDenied({ refused }: { refused?: Requirement }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <section className="text-center py-5 px-3 col-md-10 col-lg-8 col-xl-6 mx-auto" aria-labelledby="access-denied-title">
      <LockIcon className="text-warning mb-3" width="2.5em" height="2.5em" />
      <h1 id="access-denied-title" className="h4">
        {t('access.title')}
      </h1>
      {refused ? (
        <>
          <p className="text-body-secondary mb-4">
            {t('access.text', { what: t(`access.actions.${refused.action}`, { resource: t(resourceLabelKey(refused.resource)) }) })}
          </p>
          <Link to="/" className="btn btn-primary">
            {t('access.home')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-body-secondary mb-4">{t('access.noRole')}</p>
          <button type="button" className="btn btn-primary" onClick={() => dispatch(authActions.logout())}>
            {t('layout.logout')}
          </button>
        </>
      )}
    </section>
  );
}

import type { RouteObject } from 'react-router-dom';
import { authTemplateRoutes } from './auth/routes';
import { landingRoutes } from './landing/routes';
import { statusRoutes } from './status/routes';

/** The public template screens of SPEC.md §2: sign-in flows, status pages, landings. */
export const templateRoutes: RouteObject[] = [...authTemplateRoutes, ...statusRoutes, ...landingRoutes];

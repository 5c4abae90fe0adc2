import type { RouteObject } from 'react-router-dom';
import { authTemplateRoutes } from './auth/routes';
import { landingRoutes } from './landing/routes';
import { statusRoutes } from './status/routes';

/** The public template screens: sign-in flows, status pages, landings. */
export const templateRoutes: RouteObject[] = [...authTemplateRoutes, ...statusRoutes, ...landingRoutes];

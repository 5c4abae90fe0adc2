import type { RouteObject } from 'react-router-dom';

/** The one-page landing and the product (shoes) landing. */
export const landingRoutes: RouteObject[] = [
  {
    path: 'onepage-landing',
    lazy: () => import('./onepage/OnePageLanding').then((m) => ({ Component: m.default })),
  },
  {
    path: 'product-landing',
    lazy: () => import('./product/ProductLanding').then((m) => ({ Component: m.default })),
  },
];

import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { applyStylesheet } from './stylesheet';

export const BOOTSTRAP_STYLESHEET_ID = 'bootstrap-css';

/** Loads Bootstrap for the direction: its RTL build mirrors every component. */
export const applyBootstrapFor = (direction: 'ltr' | 'rtl'): Promise<void> =>
  applyStylesheet(BOOTSTRAP_STYLESHEET_ID, direction === 'rtl' ? rtlHref : ltrHref);

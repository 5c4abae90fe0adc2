import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { FIRST_FRAME_STYLESHEET_ID, applyStylesheet } from './stylesheet';

export const BOOTSTRAP_STYLESHEET_ID = 'bootstrap-css';

/** Loads Bootstrap for the direction (its RTL build mirrors every component), then drops the first frame's rules. */
export const applyBootstrapFor = (direction: 'ltr' | 'rtl'): Promise<void> =>
  applyStylesheet(BOOTSTRAP_STYLESHEET_ID, direction === 'rtl' ? rtlHref : ltrHref).then(() => {
    document.getElementById(FIRST_FRAME_STYLESHEET_ID)?.remove();
  });

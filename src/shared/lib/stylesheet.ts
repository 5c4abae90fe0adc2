/**
 * The few Bootstrap rules a first frame painted before the app uses (the sign-in page's,
 * written by src/app/page-start.ts): dropped once the whole stylesheet applies.
 */
export const FIRST_FRAME_STYLESHEET_ID = 'bootstrap-first-frame';

const pending = new Map<string, HTMLLinkElement>();

/**
 * Points the stylesheet named `id` at href. The new sheet replaces the old one only once
 * it has loaded (no unstyled flash); a missing sheet must not keep the app from starting,
 * so the promise resolves on error too. A later call cancels a swap still loading.
 */
export function applyStylesheet(id: string, href: string): Promise<void> {
  pending.get(id)?.remove();
  pending.delete(id);
  const current = document.getElementById(id);
  if (current instanceof HTMLLinkElement && current.getAttribute('href') === href) {
    return Promise.resolve();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.stylesheet = id;
  pending.set(id, link);
  return new Promise((resolve) => {
    const settle = () => {
      if (pending.get(id) === link) {
        pending.delete(id);
        document.getElementById(id)?.remove();
        link.id = id;
      }
      resolve();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    if (current) current.after(link);
    else document.head.prepend(link);
  });
}

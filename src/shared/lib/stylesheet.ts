/**
 * Points the <link> with this id at href, and resolves once the sheet is applied
 * (or failed: a missing sheet must not keep the app from starting).
 */
export function applyStylesheet(id: string, href: string): Promise<void> {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLLinkElement && existing.getAttribute('href') === href) {
    return Promise.resolve();
  }
  const link = document.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve) => {
    const done = () => {
      if (existing && existing !== link) existing.remove();
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    if (existing) existing.after(link);
    else document.head.prepend(link);
  });
}

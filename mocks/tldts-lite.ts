/**
 * What the fake backend's Mock Service Worker needs of `tldts` (through its cookie jar,
 * tough-cookie): a host's registrable domain. The real package ships the whole public suffix
 * list (about half of the fake backend's page-side code); the fake backend only runs on the
 * app's own host and sets no cookie, so the last two labels of a name are enough.
 */
export function getDomain(host: string): string | null {
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':');
  const labels = host.split('.').filter((label) => label !== '');
  return isAddress || labels.length < 2 ? null : labels.slice(-2).join('.');
}

import type { ApiErrorInfo } from '@/api';
import { i18next } from '@/i18n';

/**
 * A 403 answer (docs/roles.md): the server's reason in the user's language — by its code,
 * `apiErrors.forbidden` when it gives none, else its own words — as a toast, once however
 * many calls of the page were refused.
 */
export function toastForbidden(error: ApiErrorInfo): void {
  const text = i18next.t(`apiErrors.${error.code ?? 'forbidden'}`, { defaultValue: error.message, ...error.params });
  void import('react-toastify').then(({ toast }) => toast.error(text, { toastId: `forbidden:${text}` }));
}

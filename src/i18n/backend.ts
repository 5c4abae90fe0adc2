import type { BackendModule } from 'i18next';
import { fetchTranslations } from './translations';

/** i18next's loader: one JSON file per language, shared with the early fetch of boot. */
export const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetchTranslations(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

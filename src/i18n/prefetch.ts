import { initialLanguage } from './detect';
import { fetchTranslations } from './translations';

// Imported first by main.tsx: the translations download while the rest of the code starts.
void fetchTranslations(initialLanguage()).catch(() => undefined);

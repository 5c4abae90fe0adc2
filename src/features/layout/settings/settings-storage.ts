import { isLanguageCode, languageOf, type LanguageCode } from '@/i18n/languages';
import { local } from '@/shared/lib/storage';
import { DEFAULT_SETTINGS, SETTING_NAMES, isSettingValue, type LayoutSettings } from './settings';

/** One versioned record holds every preference; a new shape gets a new version. */
export const SETTINGS_STORAGE_KEY = 'effectif.preferences';
export const SETTINGS_VERSION = 1;

function storedRecord(raw: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const record: Record<string, unknown> = { ...parsed };
  return record.version === SETTINGS_VERSION ? record : null;
}

function storedValues(record: Record<string, unknown> | null): Record<string, unknown> | null {
  const values = record?.layoutSettings;
  return values !== null && typeof values === 'object' ? { ...values } : null;
}

const readRecord = () => {
  const raw = local.get(SETTINGS_STORAGE_KEY);
  return raw === null ? null : storedRecord(raw);
};

/** The stored settings, each unknown or broken value replaced by its default; null when none are kept. */
export function readStoredSettings(): LayoutSettings | null {
  const values = storedValues(readRecord());
  if (!values) return null;
  const settings: LayoutSettings = { ...DEFAULT_SETTINGS };
  for (const name of SETTING_NAMES) {
    const value = values[name];
    if (isSettingValue(name, value)) Object.assign(settings, { [name]: value });
  }
  return settings;
}

/** `language`: the one in use, under which the stored direction was last set or confirmed. */
export function storeSettings(layoutSettings: LayoutSettings, language?: LanguageCode): void {
  local.set(SETTINGS_STORAGE_KEY, JSON.stringify({ version: SETTINGS_VERSION, layoutSettings, directionLanguage: language }));
}

/**
 * The settings a visit starts with. The language decides the direction, unless the user
 * chose another one while that same language was in use: a language that came since (from
 * the cookie or the browser) brings its own direction, Arabic right-to-left.
 */
export function startingSettings(language: LanguageCode): LayoutSettings {
  const own = languageOf(language).dir;
  const stored = readStoredSettings();
  if (!stored) return { ...DEFAULT_SETTINGS, direction: own };
  const chosenUnder = readRecord()?.directionLanguage;
  return isLanguageCode(chosenUnder) && chosenUnder === language ? stored : { ...stored, direction: own };
}

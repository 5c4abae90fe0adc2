import { local } from '@/shared/lib/storage';
import { DEFAULT_SETTINGS, SETTING_NAMES, isSettingValue, type LayoutSettings } from './settings';

/** One versioned record holds every preference; a new shape gets a new version. */
export const SETTINGS_STORAGE_KEY = 'effectif.preferences';
export const SETTINGS_VERSION = 1;

function storedValues(raw: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const record: Record<string, unknown> = { ...parsed };
  if (record.version !== SETTINGS_VERSION) return null;
  const values = record.layoutSettings;
  return values !== null && typeof values === 'object' ? { ...values } : null;
}

/** The stored settings, each unknown or broken value replaced by its default; null when none are kept. */
export function readStoredSettings(): LayoutSettings | null {
  const raw = local.get(SETTINGS_STORAGE_KEY);
  const values = raw === null ? null : storedValues(raw);
  if (!values) return null;
  const settings: LayoutSettings = { ...DEFAULT_SETTINGS };
  for (const name of SETTING_NAMES) {
    const value = values[name];
    if (isSettingValue(name, value)) Object.assign(settings, { [name]: value });
  }
  return settings;
}

export function storeSettings(layoutSettings: LayoutSettings): void {
  local.set(SETTINGS_STORAGE_KEY, JSON.stringify({ version: SETTINGS_VERSION, layoutSettings }));
}

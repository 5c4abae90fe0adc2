import { z } from 'zod';
import { local } from '@/shared/lib/storage';
import { DEFAULT_SETTINGS, SETTING_NAMES, isSettingValue, type LayoutSettings } from './settings';

/** One versioned record holds every preference; a new shape gets a new version. */
export const SETTINGS_STORAGE_KEY = 'effectif.preferences';
export const SETTINGS_VERSION = 1;

const storedSchema = z.object({
  version: z.literal(SETTINGS_VERSION),
  layoutSettings: z.record(z.string(), z.unknown()),
});

/** The stored settings, each unknown or broken value replaced by its default; null when none are kept. */
export function readStoredSettings(): LayoutSettings | null {
  const raw = local.get(SETTINGS_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = storedSchema.safeParse(parsed);
  if (!stored.success) return null;
  const values = stored.data.layoutSettings;
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

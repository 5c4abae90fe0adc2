import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { languageOf } from '@/i18n/languages';

/** Minutes as fr-FR writes a duration: "7 h 45", "38 h 00"; "7:45" where room is short. */
export function formatDuration(minutes: number, compact = false): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return compact ? `${hours}:${rest}` : `${hours} h ${rest}`;
}

/** A left-to-right isolate: "7 h 45" keeps its order inside Arabic text. */
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

/** Durations as the grid writes them, kept in order when the interface reads right to left. */
export function useDuration(): (minutes: number, compact?: boolean) => string {
  const { language } = useLabelContext();
  const rtl = languageOf(language).dir === 'rtl';
  return (minutes, compact = false) => (rtl ? LTR_ISOLATE(formatDuration(minutes, compact)) : formatDuration(minutes, compact));
}

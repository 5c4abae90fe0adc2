import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { languageOf } from '@/i18n/languages';
import { formatDuration } from './duration';

/** A left-to-right isolate: "7 h 45" keeps its order inside Arabic text. */
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

/** Durations as the grid writes them, kept in order when the interface reads right to left. */
export function useDuration(): (minutes: number, compact?: boolean) => string {
  const { language } = useLabelContext();
  const rtl = languageOf(language).dir === 'rtl';
  return (minutes, compact = false) => (rtl ? LTR_ISOLATE(formatDuration(minutes, compact)) : formatDuration(minutes, compact));
}

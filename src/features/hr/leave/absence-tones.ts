/** Each leave type's colour in the absence calendar (Bootstrap's, so that dark mode follows). */
const TYPE_TONES: Record<number, string> = {
  1: 'primary',
  2: 'info',
  3: 'danger',
  4: 'success',
  5: 'success',
  6: 'warning',
  7: 'warning',
  8: 'secondary',
};

/** An absence whose type the reader is not told: one tone of its own, so that no colour tells it. */
const ABSENT_TONE = 'dark';

/** The classes of a bar or swatch of the type (none: an absence without its type); pending requests are hatched over it. */
export function absenceClasses(typeId: number | undefined, pending: boolean): string {
  const tone = typeId === undefined ? ABSENT_TONE : (TYPE_TONES[typeId] ?? 'secondary');
  return `bg-${tone}-subtle text-${tone}-emphasis border border-${tone}${pending ? ' absence-bar--pending' : ''}`;
}

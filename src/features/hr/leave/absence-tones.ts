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

/** The classes of a bar or swatch of the type; pending requests are hatched over it. */
export function absenceClasses(typeId: number, pending: boolean): string {
  const tone = TYPE_TONES[typeId] ?? 'secondary';
  return `bg-${tone}-subtle text-${tone}-emphasis border border-${tone}${pending ? ' absence-bar--pending' : ''}`;
}

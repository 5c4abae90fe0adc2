/** Minutes as fr-FR writes a duration: "7 h 45", "38 h 00"; "7:45" where room is short. */
export function formatDuration(minutes: number, compact = false): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return compact ? `${hours}:${rest}` : `${hours} h ${rest}`;
}

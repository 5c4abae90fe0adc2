/** An easing: how far along (0 → 1) an animation is at time t (0 → 1). Pure functions. */
export type Easing = (t: number) => number;

/** The thirteen easings of the scroll animation, by name. */
export const EASINGS = {
  easeInQuad: (t) => t * t,
  easeOutQuad: (t) => t * (2 - t),
  easeInOutQuad: (t) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t),
  easeInCubic: (t) => t ** 3,
  easeOutCubic: (t) => (t - 1) ** 3 + 1,
  easeInOutCubic: (t) => (t < 0.5 ? 4 * t ** 3 : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1),
  easeInQuart: (t) => t ** 4,
  easeOutQuart: (t) => 1 - (t - 1) ** 4,
  easeInOutQuart: (t) => (t < 0.5 ? 8 * t ** 4 : 1 - 8 * (t - 1) ** 4),
  easeInQuint: (t) => t ** 5,
  easeOutQuint: (t) => 1 + (t - 1) ** 5,
  easeInOutQuint: (t) => (t < 0.5 ? 16 * t ** 5 : 1 + 16 * (t - 1) ** 5),
  // Overshoots and settles: period 0.3, amplitude 1 (phase shift 0.3 / 4).
  easeOutElastic: (t) => (t <= 0 ? 0 : t >= 1 ? 1 : 2 ** (-10 * t) * Math.sin(((t - 0.075) * 2 * Math.PI) / 0.3) + 1),
} satisfies Record<string, Easing>;

export type EasingName = keyof typeof EASINGS;

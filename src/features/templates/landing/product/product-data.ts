/** The static copy's data of the product (shoes) landing; the texts are in templates.product.*. */

/** The landing's sections, in page order (their labels: templates.product.nav.{id}). */
export const PRODUCT_SECTIONS = ['home', 'product', 'features', 'about', 'feedback'] as const;
export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number];

/** The colour a shoe drawing is painted in (product-landing.css). */
export type ShoeTone = 'coral' | 'ocean' | 'forest' | 'amber';

export interface ShowcaseItem {
  id: string;
  priceCents: number;
  rating: number;
  tone: ShoeTone;
}

/** The four showcase prices and ratings, in this order. */
export const SHOWCASE: readonly ShowcaseItem[] = [
  { id: 'airRunner', priceCents: 29_999, rating: 4.8, tone: 'coral' },
  { id: 'urbanWalk', priceCents: 12_949, rating: 4.4, tone: 'ocean' },
  { id: 'trailBlazer', priceCents: 14_999, rating: 4.9, tone: 'forest' },
  { id: 'courtClassic', priceCents: 17_465, rating: 4.6, tone: 'amber' },
];

export const FEATURES = ['mesh', 'cushion', 'grip', 'eco'] as const;

export const ABOUT_STATS = [
  { id: 'years', value: 15 },
  { id: 'customers', value: 120_000 },
  { id: 'stores', value: 48 },
] as const;

export const TESTIMONIALS = ['sophie', 'marco', 'aiko', 'lucas', 'elena', 'omar'] as const;

/** The blocks fade in at these moments, each for 500 ms. */
export const FADE_DELAYS_MS = [400, 1000, 1500, 2200, 2700, 3000] as const;
export const FADE_DURATION_MS = 500;

/** The feedback carousel's transition. */
export const CAROUSEL_SPEED_MS = 1500;

/** How long each review stays before the carousel moves on. */
export const CAROUSEL_DELAY_MS = 3000;

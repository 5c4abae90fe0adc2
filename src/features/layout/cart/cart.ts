/** The demo cart's rates, in force whatever the lines. */
export const CART_DISCOUNT_RATE = 0.12;
export const CART_TAX_RATE = 0.18;
export const CART_SHIPPING_CENTS = 6500;
export const MIN_QUANTITY = 1;

export interface CartLine {
  id: string;
  /** The i18n key of the product's name. */
  nameKey: string;
  image: string;
  unitPriceCents: number;
  quantity: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

const cents = (value: number) => Math.round(value);

/** Amounts in cents, so that nothing drifts: shipping only when there is something to ship. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = cents(subtotalCents * CART_DISCOUNT_RATE);
  const taxCents = cents(subtotalCents * CART_TAX_RATE);
  const shippingCents = subtotalCents === 0 ? 0 : CART_SHIPPING_CENTS;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + taxCents + shippingCents,
  };
}

/** A quantity changed by a step of 1, never under the minimum. */
export const stepQuantity = (quantity: number, step: 1 | -1): number =>
  Math.max(MIN_QUANTITY, quantity + step);

export const DEMO_CART: readonly CartLine[] = [
  { id: 'notebook', nameKey: 'cart.products.notebook', image: 'notebook', unitPriceCents: 1250, quantity: 2 },
  { id: 'headset', nameKey: 'cart.products.headset', image: 'headset', unitPriceCents: 8990, quantity: 1 },
  { id: 'chair', nameKey: 'cart.products.chair', image: 'chair', unitPriceCents: 24900, quantity: 1 },
];

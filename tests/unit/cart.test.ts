import { describe, expect, it } from 'vitest';
import { cartTotals, stepQuantity, type CartLine } from '@/features/layout/cart/cart';
import { formatEurosFromCents } from '@/shared/lib/format';

const line = (unitPriceCents: number, quantity: number): CartLine => ({
  id: String(unitPriceCents),
  nameKey: 'x',
  image: 'x',
  unitPriceCents,
  quantity,
});

describe('the demo cart', () => {
  it('costs nothing when empty, without shipping', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('takes 12 % off, adds 18 % tax and 65 € shipping', () => {
    // 2 × 12,50 € + 1 × 89,90 € = 114,90 €
    const totals = cartTotals([line(1250, 2), line(8990, 1)]);
    expect(totals).toEqual({
      subtotalCents: 11490,
      discountCents: 1379,
      taxCents: 2068,
      shippingCents: 6500,
      totalCents: 11490 - 1379 + 2068 + 6500,
    });
    expect(formatEurosFromCents(totals.totalCents).replace(/\s/g, ' ')).toBe('186,79 €');
  });

  it('steps quantities by 1, never under 1', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAsAdmin, visible } from './app';
import { setupBrowser } from './browser';
import { texts, waitForDrawerClosed } from './shell';

const browser = setupBrowser();

/**
 * An amount in cents as fr-FR writes euros, spelled out here rather than with Intl:
 * comma decimals, a narrow no-break space between thousands, a no-break space before €.
 */
function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${units},${String(absolute % 100).padStart(2, '0')}\u00a0€`;
}

interface Line {
  unitCents: number;
  quantity: number;
}

/** The drawer's totals for these lines: 12 % discount, 18 % tax, 65 € shipping if anything, to the cent. */
function expectedTotals(lines: Line[]): [string, string][] {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const discount = Math.round(subtotal * 0.12);
  const tax = Math.round(subtotal * 0.18);
  const shipping = subtotal > 0 ? 6500 : 0;
  return [
    ['Subtotal', euros(subtotal)],
    ['Discount', euros(discount === 0 ? 0 : -discount)],
    ['Shipping', euros(shipping)],
    ['Tax', euros(tax)],
    ['Total', euros(subtotal - discount + tax + shipping)],
  ];
}

/** The totals the drawer shows, as [term, amount] pairs. */
async function shownTotals(cart: Locator): Promise<[string, string][]> {
  const terms = await texts(cart.locator('dl dt'));
  const amounts = await cart.locator('dl dd').allTextContents();
  return terms.map((term, index): [string, string] => [term, (amounts[index] ?? '').trim()]);
}

const NOTEBOOK = 'Spiral notebook';
const HEADSET = 'Wireless headset';
const CHAIR = 'Ergonomic chair';

/** The line of one product: its quantity, buttons and line total. */
function line(cart: Locator, name: string) {
  const item = cart.getByRole('listitem').filter({ hasText: name });
  return {
    item,
    quantity: async () => Number((await item.locator('output').textContent())?.trim()),
    less: item.getByRole('button', { name: `One less ${name}`, exact: true }),
    more: item.getByRole('button', { name: `One more ${name}`, exact: true }),
    remove: item.getByRole('button', { name: `Remove ${name}`, exact: true }),
    total: async () => (await item.locator('[data-testid^="line-total-"]').textContent())?.trim(),
  };
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the cart', exact: true }).click();
  return visible(page.getByRole('dialog', { name: /^My cart/ }));
}

describe('the cart drawer', () => {
  test('quantities step by one, never under 1; lines can be removed; totals are fr-FR euros', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    let cart = await openCart(page);

    // The demo cart: 2 notebooks at 12,50 €, a headset at 89,90 €, a chair at 249,00 €.
    expect(await texts(cart.getByRole('heading', { level: 2 }))).toEqual(['My cart 3']);
    expect(await shownTotals(cart)).toEqual(
      expectedTotals([
        { unitCents: 1250, quantity: 2 },
        { unitCents: 8990, quantity: 1 },
        { unitCents: 24900, quantity: 1 },
      ]),
    );
    // Worked out once by hand, so that a wrong rule in both places cannot pass unseen.
    expect((await cart.getByTestId('cart-total').textContent())?.trim()).toBe(euros(45073));
    expect(euros(45073)).toBe('450,73\u00a0€');
    expect(euros(123456)).toBe('1\u202f234,56\u00a0€');

    await line(cart, CHAIR).remove.click();
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(2);
    expect(await texts(cart.getByRole('heading', { level: 2 }))).toEqual(['My cart 2']);
    // 114,90 € − 13,79 € + 65,00 € + 20,68 € = 186,79 €
    await expect.poll(() => shownTotals(cart)).toEqual([
      ['Subtotal', '114,90\u00a0€'],
      ['Discount', '-13,79\u00a0€'],
      ['Shipping', '65,00\u00a0€'],
      ['Tax', '20,68\u00a0€'],
      ['Total', '186,79\u00a0€'],
    ]);
    expect(await shownTotals(cart)).toEqual(
      expectedTotals([
        { unitCents: 1250, quantity: 2 },
        { unitCents: 8990, quantity: 1 },
      ]),
    );

    const notebook = line(cart, NOTEBOOK);
    const headset = line(cart, HEADSET);
    expect(await headset.quantity()).toBe(1);
    expect(await headset.less.isDisabled()).toBe(true);
    expect(await notebook.quantity()).toBe(2);
    expect(await notebook.less.isEnabled()).toBe(true);

    await headset.more.click();
    await expect.poll(headset.quantity).toBe(2);
    expect(await headset.less.isEnabled()).toBe(true);
    expect(await headset.total()).toBe('179,80\u00a0€');
    await notebook.more.click();
    await expect.poll(notebook.quantity).toBe(3);
    expect(await notebook.total()).toBe('37,50\u00a0€');
    await expect.poll(() => shownTotals(cart)).toEqual(
      expectedTotals([
        { unitCents: 1250, quantity: 3 },
        { unitCents: 8990, quantity: 2 },
      ]),
    );

    // Down to 1, where "one less" stops.
    await notebook.less.click();
    await expect.poll(notebook.quantity).toBe(2);
    await notebook.less.click();
    await expect.poll(notebook.quantity).toBe(1);
    expect(await notebook.less.isDisabled()).toBe(true);
    await expect.poll(() => shownTotals(cart)).toEqual(
      expectedTotals([
        { unitCents: 1250, quantity: 1 },
        { unitCents: 8990, quantity: 2 },
      ]),
    );

    // Closed and opened again, the cart is as it was left.
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    cart = await openCart(page);
    expect(await line(cart, NOTEBOOK).quantity()).toBe(1);
    expect(await line(cart, HEADSET).quantity()).toBe(2);

    // Empty: no shipping, nothing to pay, nothing to check out.
    await line(cart, NOTEBOOK).remove.click();
    await line(cart, HEADSET).remove.click();
    await visible(cart.getByText('Your cart is empty.', { exact: true }));
    expect(await shownTotals(cart)).toEqual(expectedTotals([]));
    expect(await cart.getByRole('button', { name: 'Checkout', exact: true }).isDisabled()).toBe(true);
  });
});

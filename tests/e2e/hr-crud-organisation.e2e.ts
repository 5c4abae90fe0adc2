import { expect, test } from 'vitest';
import { visible } from './app';
import { open } from './browser';
import { crudJourney } from './hr-crud';

// The reference data and the organisation; the people's areas are in hr-crud-people.e2e.ts.
const browser = crudJourney('the organisation areas, as a user goes through them', [
  'city',
  'country',
  'enterprise',
  'direction',
  'department',
  'service',
  'position',
]);

test('a unit still referred to says why it cannot be deleted', async () => {
  const { page } = browser();
  await open(page, '/app/effectif/service');
  const first = page.getByRole('table').getByRole('link').first();
  await visible(first, 20_000);
  await first.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/affectation|assignment/i);
}, 60_000);

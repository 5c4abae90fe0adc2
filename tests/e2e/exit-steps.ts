import type { Page } from 'playwright-core';
import { visible } from './app';

/** Records an employee's exit from their record's page: the date, "Resignation", then the dialog closes. */
export async function recordExit(page: Page, exitDate: string): Promise<void> {
  await (await visible(page.getByRole('button', { name: 'Leaving the company' }), 30_000)).click();
  const dialog = page.getByRole('dialog', { name: 'Leaving the company' });
  await visible(dialog);
  await dialog.getByLabel(/^Exit date/).fill(exitDate);
  await dialog.getByLabel(/^Reason for leaving/).selectOption({ label: 'Resignation' });
  await dialog.getByRole('button', { name: 'Record the exit' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './app';
import { open } from './browser';

// The HR forms, as a user fills them: by the fields' labels.

/** The control of a form field by its label (a required field's star is not part of its name). */
export const field = (page: Page, label: string) => page.locator('form').getByLabel(new RegExp(`^${label}( \\*)?$`)).first();

export async function fill(page: Page, label: string, value: string) {
  const control = field(page, label);
  await control.fill(value);
  await control.blur();
}

/** Picks in a searchable select: types, waits for the answers, takes the one named (or the first). */
export async function pick(page: Page, label: string, typed: string, option?: RegExp): Promise<string> {
  const box = page.locator('form').getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).first();
  await box.click();
  await box.fill(typed);
  // The answers of the open picker (not the options of the form's plain selects).
  const answers = page.locator('form .hr-picker__list.show [role="option"]');
  const choice = option ? answers.filter({ hasText: option }).first() : answers.first();
  await visible(choice, 30_000);
  const text = (await choice.textContent()) ?? '';
  await choice.click();
  return text.trim();
}

export const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** A record page's title. */
export const recordHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** The last name field of the employee form. */
export const employeeLastName = (page: Page) => page.locator('form').getByLabel(/^Last name( \*)?$/).first();

/** Opens an employee's form and waits until it shows the stored record. */
export async function openEmployeeForm(page: Page, id: number): Promise<void> {
  await open(page, `/effectif/employee/${id}/edit`);
  await expect.poll(() => employeeLastName(page).inputValue(), { timeout: 20_000 }).not.toBe('');
}

/** Types a last name into the open employee form and saves it. */
export async function saveLastName(page: Page, value: string): Promise<void> {
  await employeeLastName(page).fill(value);
  await employeeLastName(page).blur();
  await save(page);
}

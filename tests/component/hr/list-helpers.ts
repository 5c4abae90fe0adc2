import { screen, within } from '@testing-library/react';

/** The list's table, found by its caption (the area's name). */
export const listTable = (name: string) => screen.getByRole('table', { name });

/** The body rows of a table (the header row left out). */
export const bodyRows = (table: HTMLElement) => within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');

/** The text of one column, row by row. */
export function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim() === header);
  if (index < 0) throw new Error(`No column "${header}"`);
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[index].textContent?.trim() ?? '');
}

/** Waits until the list shows its range (the page is loaded), e.g. "1–20 of 300". */
export const findRange = (text: string) => screen.findByText(text, { selector: '[data-testid="list-range"]' });

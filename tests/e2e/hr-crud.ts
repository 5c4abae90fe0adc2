import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, saveScreenshot, waitForPath, type BrowserTest } from './browser';
import { fill, field, pick, recordHeading, save } from './forms';
import { AREAS } from './shell';


/** Picks a unit from the top down, the first answer at each level. */
async function pickUnit(page: Page, levels: readonly string[]) {
  for (const level of levels) await pick(page, level, '');
}

/** What a searchable select shows (the chosen record's name). */
const comboboxValue = (page: Page, label: string) =>
  page.locator('form').getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).first().inputValue();

/** The message shown beside a field. */
async function messageBeside(page: Page, label: string): Promise<string> {
  const control = field(page, label);
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** Lower case, no accents: what a hurried user types. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** An employee's name without the matricule the picker adds. */
const personOf = (option: string) => option.replace(/\s*\(EMP-\d+\)$/, '');

export interface Recipe {
  area: string;
  path: string;
  /** Fills one wrong value; the field and its message. */
  wrong(page: Page): Promise<{ label: string; message: string }>;
  /** Fills the right values; returns the texts the record is found by. */
  fill(page: Page): Promise<{ heading: RegExp; search: string; row: string }>;
  edit: { label: string; value: string; shown: string };
  deletable: boolean;
}

const DATE_ORDER = 'The end date must come after the start date.';

export const RECIPES: Recipe[] = [
  {
    area: 'city',
    path: '/app/effectif/city',
    wrong: async (page) => {
      await save(page);
      return { label: 'Name', message: 'This field is required.' };
    },
    fill: async (page) => {
      await fill(page, 'Name', 'Saint-Étienne-du-Bois');
      await fill(page, 'Postcode', '01370');
      await pick(page, 'Country', 'Fran', /^France$/);
      return { heading: /^Saint-Étienne-du-Bois 01370$/, search: 'etienne-du-bois', row: 'Saint-Étienne-du-Bois' };
    },
    edit: { label: 'Region', value: 'Auvergne-Rhône-Alpes', shown: 'Auvergne-Rhône-Alpes' },
    deletable: true,
  },
  {
    area: 'country',
    path: '/app/effectif/country',
    wrong: async (page) => {
      await fill(page, 'Code', 'F1');
      return { label: 'Code', message: 'This code is not valid (capital letters, digits and hyphens).' };
    },
    fill: async (page) => {
      await fill(page, 'Code', 'XQ');
      await fill(page, 'Name in French', 'Zélandie du Nord');
      await fill(page, 'Name in English', 'North Zélandia');
      return { heading: /^North Zélandia$/, search: 'zelandia', row: 'North Zélandia' };
    },
    edit: { label: 'Name in German', value: 'Nordseeland', shown: 'Nordseeland' },
    deletable: true,
  },
  {
    area: 'enterprise',
    path: '/app/effectif/enterprise',
    wrong: async (page) => {
      await fill(page, 'SIREN number', '123456789');
      return { label: 'SIREN number', message: 'This SIREN is not valid.' };
    },
    fill: async (page) => {
      await fill(page, 'Name', 'Société Éole Énergie');
      await fill(page, 'Legal name', 'Éole Énergie SAS');
      await fill(page, 'SIREN number', '552100554');
      await fill(page, 'Registered address', '1 place Bellecour');
      await pick(page, 'City', 'Lyon', /^Lyon/);
      return { heading: /^Société Éole Énergie$/, search: 'societe eole', row: 'Société Éole Énergie' };
    },
    edit: { label: 'Website', value: 'https://eole.example.fr', shown: 'https://eole.example.fr' },
    deletable: true,
  },
  {
    area: 'direction',
    path: '/app/effectif/direction',
    wrong: async (page) => {
      await fill(page, 'Code', 'dir x');
      return { label: 'Code', message: 'This code is not valid (capital letters, digits and hyphens).' };
    },
    fill: async (page) => {
      await fill(page, 'Code', 'DIR-ECO');
      await fill(page, 'Name', 'Direction Économie Sociale');
      await pickUnit(page, ['Company']);
      return { heading: /^Direction Économie Sociale$/, search: 'economie sociale', row: 'Direction Économie Sociale' };
    },
    edit: { label: 'Description', value: 'Économie sociale et solidaire', shown: 'Économie sociale et solidaire' },
    deletable: true,
  },
  {
    area: 'department',
    path: '/app/effectif/department',
    wrong: async (page) => {
      await fill(page, 'Code', 'dép');
      return { label: 'Code', message: 'This code is not valid (capital letters, digits and hyphens).' };
    },
    fill: async (page) => {
      await fill(page, 'Code', 'DEP-ETU');
      await fill(page, 'Name', 'Département Études');
      await pickUnit(page, ['Company', 'Division']);
      return { heading: /^Département Études$/, search: 'departement etudes', row: 'Département Études' };
    },
    edit: { label: 'Description', value: 'Études et prospective', shown: 'Études et prospective' },
    deletable: true,
  },
  {
    area: 'service',
    path: '/app/effectif/service',
    wrong: async (page) => {
      await save(page);
      return { label: 'Code', message: 'This field is required.' };
    },
    fill: async (page) => {
      await fill(page, 'Code', 'SRV-PAIE');
      await fill(page, 'Name', 'Service Paie et Déclarations');
      await pickUnit(page, ['Company', 'Division', 'Department']);
      return { heading: /^Service Paie et Déclarations$/, search: 'paie et declarations', row: 'Service Paie et Déclarations' };
    },
    edit: { label: 'Description', value: 'Bulletins et DSN', shown: 'Bulletins et DSN' },
    deletable: true,
  },
  {
    area: 'position',
    path: '/app/effectif/position',
    wrong: async (page) => {
      await fill(page, 'Code', 'ING-ETU');
      await fill(page, 'Title', 'Ingénieure d’études');
      await pickUnit(page, ['Company']);
      await field(page, 'Category').selectOption({ label: 'Manager' });
      await fill(page, 'Min. monthly gross', '4 000');
      await fill(page, 'Max. monthly gross', '3 000');
      await save(page);
      return { label: 'Min. monthly gross', message: 'This value is too large.' };
    },
    fill: async (page) => {
      await fill(page, 'Max. monthly gross', '5 000');
      return { heading: /^Ingénieure d’études \(ING-ETU\) — /, search: 'ingenieure d’etudes', row: 'Ingénieure d’études' };
    },
    edit: { label: 'Grade', value: 'B2', shown: 'B2' },
    deletable: true,
  },
  {
    area: 'employee',
    path: '/effectif/employee',
    wrong: async (page) => {
      await fill(page, 'Work email', 'pas-un-email');
      return { label: 'Work email', message: 'Please enter a valid email address.' };
    },
    fill: async (page) => {
      await fill(page, 'First name', 'Hélène');
      await fill(page, 'Last name', 'Dûpont-Lefèvre');
      await field(page, 'Gender').selectOption({ label: 'Female' });
      await fill(page, 'Date of birth', '1990-05-14');
      await pick(page, 'Nationality', 'Fran', /^France$/);
      await fill(page, 'Work email', 'helene.dupont-lefevre@effectif.fr');
      await fill(page, 'Phone', '06 12 34 56 78');
      await pick(page, 'City of residence', 'Paris', /^Paris/);
      await fill(page, 'Address', '3 rue Oberkampf');
      await fill(page, 'Hire date', '2026-01-05');
      return { heading: /^Hélène Dûpont-Lefèvre \(EMP-\d+\)$/, search: 'helene dupont-lefevre', row: 'Hélène Dûpont-Lefèvre' };
    },
    edit: { label: 'Phone', value: '06 98 76 54 32', shown: '06 98 76 54 32' },
    deletable: false,
  },
  {
    area: 'assignment',
    path: '/app/effectif/assignment',
    wrong: async (page) => {
      // The employee created above: under an open-ended contract, as the dates below need.
      await pick(page, 'Employee', 'Dûpont-Lefèvre', /^Hélène Dûpont-Lefèvre/);
      const company = await pick(page, 'Company', '');
      await pickUnit(page, ['Division', 'Department', 'Service']);
      // A position of the service's own enterprise (the picker names it after the title).
      await pick(page, 'Position', '', new RegExp(`— ${company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await fill(page, 'Start', '2027-04-10');
      await fill(page, 'End', '2027-04-01');
      await save(page);
      return { label: 'End', message: DATE_ORDER };
    },
    fill: async (page) => {
      // Open-ended: the employee's current assignment closes the day before.
      await fill(page, 'End', '');
      const person = personOf((await comboboxValue(page, 'Employee')) ?? '');
      return { heading: new RegExp(`^${person} — `), search: plain(person), row: person };
    },
    edit: { label: 'End', value: '2028-06-30', shown: '30/06/2028' },
    deletable: true,
  },
  {
    area: 'attendance',
    path: '/app/effectif/attendance',
    wrong: async (page) => {
      await pick(page, 'Employee', 'Dûpont-Lefèvre', /^Hélène Dûpont-Lefèvre/);
      // Before the hire date (5 January 2026): the backend names the contract's start.
      await fill(page, 'Date', '2025-12-29');
      await fill(page, 'Check-in', '09:00');
      await save(page);
      return { label: 'Date', message: 'This date is before the hire date, 05/01/2026.' };
    },
    fill: async (page) => {
      await fill(page, 'Date', '2027-01-04');
      await fill(page, 'Check-out', '17:30');
      const person = personOf((await comboboxValue(page, 'Employee')) ?? '');
      return { heading: new RegExp(`^${person} — 04/01/2027$`), search: plain(person), row: person };
    },
    edit: { label: 'Break \\(min\\)', value: '45', shown: '45' },
    deletable: true,
  },
  {
    area: 'leave',
    path: '/app/effectif/leave',
    wrong: async (page) => {
      await pick(page, 'Employee', 'Dûpont-Lefèvre', /^Hélène Dûpont-Lefèvre/);
      await field(page, 'Leave type').selectOption({ label: 'Unpaid leave' });
      await fill(page, 'Start', '2027-02-10');
      await fill(page, 'End', '2027-02-01');
      await save(page);
      return { label: 'End', message: DATE_ORDER };
    },
    fill: async (page) => {
      await fill(page, 'Start', '2027-02-08');
      await fill(page, 'End', '2027-02-09');
      const person = personOf((await comboboxValue(page, 'Employee')) ?? '');
      return { heading: new RegExp(`^${person} — `), search: plain(person), row: person };
    },
    edit: { label: 'Reason', value: 'Déménagement à Besançon', shown: 'Déménagement à Besançon' },
    deletable: true,
  },
  {
    area: 'mission',
    path: '/app/effectif/mission',
    wrong: async (page) => {
      await pick(page, 'Employee', 'Dûpont-Lefèvre', /^Hélène Dûpont-Lefèvre/);
      await pick(page, 'Destination', 'Besan', /^Besançon/);
      await fill(page, 'Purpose', 'Audit qualité à Besançon');
      await fill(page, 'Start', '2027-03-05');
      await fill(page, 'End', '2027-03-01');
      await save(page);
      return { label: 'End', message: DATE_ORDER };
    },
    fill: async (page) => {
      await fill(page, 'Start', '2027-03-01');
      await fill(page, 'End', '2027-03-03');
      return { heading: /^OM-\d{4}-\d+ — /, search: 'audit qualite a besancon', row: 'Audit qualité à Besançon' };
    },
    edit: { label: 'Purpose', value: 'Audit qualité et sécurité à Besançon', shown: 'Audit qualité et sécurité à Besançon' },
    deletable: true,
  },
  {
    area: 'projet',
    path: '/app/effectif/projet',
    wrong: async (page) => {
      await fill(page, 'Code', 'ab c');
      return { label: 'Code', message: 'This code is not valid (capital letters, digits and hyphens).' };
    },
    fill: async (page) => {
      await fill(page, 'Code', 'PRJ-ETE');
      await fill(page, 'Name', 'Opération Été Indien');
      await pickUnit(page, ['Company']);
      await pick(page, 'Project manager', 'a');
      await fill(page, 'Start', '2027-01-04');
      return { heading: /^Opération Été Indien$/, search: 'operation ete indien', row: 'Opération Été Indien' };
    },
    edit: { label: 'Client', value: 'Mairie de Sète', shown: 'Mairie de Sète' },
    deletable: true,
  },
  {
    area: 'salary',
    path: '/app/effectif/salary',
    wrong: async (page) => {
      await fill(page, 'Base monthly gross', 'trois mille');
      return { label: 'Base monthly gross', message: 'This value has the wrong format.' };
    },
    fill: async (page) => {
      const person = personOf(await pick(page, 'Employee', 'Dûpont-Lefèvre', /^Hélène Dûpont-Lefèvre/));
      await fill(page, 'Effective date', '2027-01-01');
      await fill(page, 'Base monthly gross', '3 200,50');
      return { heading: new RegExp(`^${person} — 01/01/2027$`), search: plain(person), row: person };
    },
    edit: { label: 'Note', value: 'Revalorisation annuelle', shown: 'Revalorisation annuelle' },
    deletable: true,
  },
];

/** The record page's heading (the record's title). */

/**
 * One user goes through the given areas in turn: signed in once, the demo data seeded once
 * (one browser for the file). Returns the file's browser, for tests that go on after.
 */
export function crudJourney(title: string, areas: readonly string[]): () => BrowserTest {
  const browser = setupBrowser({ shared: true });
  let signedIn = false;
  const recipes = RECIPES.filter((recipe) => areas.includes(recipe.area));
  describe(title, () => {
    test.each(recipes.map((recipe) => [recipe.area, recipe] as const))(
      '%s: create after a wrong value, find it without accents, edit, reload, delete',
      async (area, recipe) => {
        const { page } = browser();
        if (!signedIn) await signInAsAdmin(page);
        signedIn = true;

        // In the app from here on, as a user goes: the menu, then the list's button.
        const menuLabel = AREAS.find((entry) => entry.path === recipe.path)?.en ?? area;
        await page.getByRole('navigation').getByRole('link', { name: menuLabel, exact: true }).first().click();
        // The list shows once its code is loaded: until then the last page stays, with its own "New" link.
        await waitForPath(page, recipe.path, 30_000);
        await page.getByRole('link', { name: /^New / }).click();
        await waitForPath(page, `${recipe.path}/new`, 30_000);
        await visible(page.getByRole('button', { name: 'Save', exact: true }), 30_000);
        const wrong = await recipe.wrong(page);
        await expect.poll(() => messageBeside(page, wrong.label)).toContain(wrong.message);
        await saveScreenshot(page, `hr-${area}-form-error`);
        expect(await seriousViolations(page)).toEqual([]);

        const found = await recipe.fill(page);
        await save(page);
        await expect.poll(() => recordHeading(page).textContent(), { timeout: 30_000 }).toMatch(found.heading);
        const recordPath = new URL(page.url()).pathname;

        // Found again from the list, by a search typed without accents.
        await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
        await page.getByRole('searchbox', { name: 'Search the list' }).fill(found.search);
        const row = page.getByRole('row').filter({ hasText: found.row }).first();
        await visible(row, 60_000);
        // Every area's list is the same page (axe checks it in shell-a11y.e2e.ts); its form is its own, checked above.
        await saveScreenshot(page, `hr-${area}-list-search`);

        await row.getByRole('link').first().click();
        await visible(page.getByRole('link', { name: 'Edit' }));
        await page.getByRole('link', { name: 'Edit' }).click();
        await fill(page, recipe.edit.label, recipe.edit.value);
        await save(page);
        await visible(page.getByRole('link', { name: 'Edit' }), 15_000);
        await expect.poll(() => page.locator('main, body').first().textContent()).toContain(recipe.edit.shown);

        await page.reload();
        await visible(page.getByRole('link', { name: 'Edit' }), 20_000);
        expect(await page.locator('body').textContent()).toContain(recipe.edit.shown);

        if (!recipe.deletable) {
          expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
          return;
        }
        await page.getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await visible(page.getByText(/^“.*” deleted\.$/), 30_000);
        // Back on the list (the message may show a moment before the list does).
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe(recipe.path);
        expect(recordPath).toMatch(/\/\d+$/);
      },
      120_000,
    );
  });
  return browser;
}

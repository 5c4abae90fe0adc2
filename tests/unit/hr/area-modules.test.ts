import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_CONTRACTS } from '@/contract/areas';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { AREA_MODULES } from '@/features/hr';
import type { AreaFormDefinition, FormField } from '@/features/hr/toolkit/form-definition';
import { fieldLabelKey, lineFieldLabelKey, valueLabelKey, type AreaListDefinition } from '@/features/hr/toolkit/list-definition';
import { LANGUAGE_CODES } from '@/i18n/languages';

type Tree = { [key: string]: string | Tree };
const files = new Map(
  LANGUAGE_CODES.map((code) => [
    code,
    JSON.parse(readFileSync(join(__dirname, `../../../public/assets/i18n/${code}.json`), 'utf8')) as Tree,
  ]),
);
const textAt = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

/** Every key a form shows: labels, hints, option labels, its title for a new record. */
function formKeys(definition: AreaFormDefinition): string[] {
  const { area } = definition;
  const fieldKeys = (field: FormField, label: string): string[] => {
    const keys = [field.labelKey ?? label];
    if (field.hint) keys.push(`hr.${area}.hints.${field.name}`);
    if (field.kind === 'enum') keys.push(...field.options.map((option) => valueLabelKey(area, field.valuesOf ?? field.name, option)));
    if (field.kind === 'lines') keys.push(...field.fields.flatMap((sub) => fieldKeys(sub, lineFieldLabelKey(area, field.name, sub.name))));
    return keys;
  };
  return [`hr.${area}.new`, ...definition.fields.flatMap((field) => fieldKeys(field, fieldLabelKey(area, field.name)))];
}

/** Every key a list shows: its menu entry, its columns' labels, its filters' labels and their options. */
function listKeys(definition: AreaListDefinition): string[] {
  const { area } = definition;
  return [
    `menu.${area}`,
    ...definition.columns.map((column) => fieldLabelKey(area, column.key)),
    ...(definition.filters ?? []).flatMap((filter) => {
      const label = filter.labelKey ?? fieldLabelKey(area, filter.name);
      if (filter.kind !== 'select' || filter.optionLabel) return [label];
      return [label, ...filter.options.map((option) => valueLabelKey(area, filter.valuesOf ?? filter.name, option))];
    }),
    ...(definition.extraActions ?? []).map((action) => action.labelKey),
  ];
}

const untranslated = (keys: readonly string[]) =>
  [...files].flatMap(([code, tree]) => keys.filter((key) => typeof textAt(tree, key) !== 'string').map((key) => `${code}:${key}`));

describe('the areas of the contract, each one module', () => {
  it('has a module for every area the contract declares, and no other', () => {
    expect(Object.keys(AREA_MODULES).sort()).toEqual([...HR_AREAS].sort());
    expect(Object.keys(AREA_CONTRACTS).sort()).toEqual([...HR_AREAS].sort());
  });

  it('gives every area its own export name', () => {
    const names = HR_AREAS.map((area) => AREA_MODULES[area].exportName);
    expect(new Set(names).size).toBe(HR_AREAS.length);
    for (const name of names) expect(name).toMatch(/^[a-z-]+$/);
  });

  it.each(HR_AREAS)('%s: its module gives its own list and form, with an icon', async (area: HrArea) => {
    const module = AREA_MODULES[area];
    const [list, form] = await Promise.all([module.list(), module.form()]);
    expect([module.area, list.area, form.area]).toEqual([area, area, area]);
    expect(list.columns.length).toBeGreaterThan(0);
    expect(list.columns.filter((column) => column.link)).toHaveLength(1);
    expect(form.fields.length).toBeGreaterThan(0);
    expect(typeof module.icon).toBe('function');
  });

  it.each(HR_AREAS)('%s: every label of its list and its filters is translated in the nine languages', async (area: HrArea) => {
    expect(untranslated(listKeys(await AREA_MODULES[area].list()))).toEqual([]);
  });

  it.each(HR_AREAS)('%s: every label, hint and option of its form is translated in the nine languages', async (area: HrArea) => {
    expect(untranslated(formKeys(await AREA_MODULES[area].form()))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { loadAreaFormDefinition } from '@/features/hr/record-pages';
import type { AreaFormDefinition, FormField } from '@/features/hr/toolkit/form-definition';
import { fieldLabelKey, lineFieldLabelKey, valueLabelKey } from '@/features/hr/toolkit/list-definition';
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
function keysOf(definition: AreaFormDefinition): string[] {
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

describe('the forms of the fourteen areas', () => {
  it.each(HR_AREAS)('%s: every label, hint and option is translated in the nine languages', async (area: HrArea) => {
    const keys = keysOf(await loadAreaFormDefinition(area));
    const missing = [...files].flatMap(([code, tree]) =>
      keys.filter((key) => typeof textAt(tree, key) !== 'string').map((key) => `${code}:${key}`),
    );
    expect(missing).toEqual([]);
  });
});

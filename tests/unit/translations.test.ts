import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/i18n/languages';

const dir = join(__dirname, '../../public/assets/i18n');
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
const load = (code: string) =>
  new Map(flatten(JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Tree));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = load('en');

describe('translation files', () => {
  it('exist for exactly the nine languages', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort()).toEqual(
      LANGUAGE_CODES.map((code) => `${code}.json`).sort(),
    );
  });

  describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s', (code) => {
    const file = load(code);

    it('has every key of English and no other', () => {
      expect([...file.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('keeps the placeholders of each text and leaves none empty', () => {
      for (const [key, text] of english) {
        const translated = file.get(key) ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });

    it('is a real translation, not a copy of English', () => {
      const copied = [...english].filter(([key, text]) => file.get(key) === text && /[a-z]{4,}/i.test(text));
      // Product names and loanwords ("Email", "Password" in Italian) may stay; most texts may not.
      expect(copied.length / english.size).toBeLessThan(0.15);
    });
  });
});

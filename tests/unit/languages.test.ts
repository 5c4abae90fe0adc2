import { describe, expect, it } from 'vitest';
import { detectLanguage } from '@/i18n/detect';
import { LANGUAGES, codeForTag, languageOf } from '@/i18n/languages';

describe('language detection', () => {
  it('takes the cookie first', () => {
    expect(detectLanguage({ cookie: 'jp', browserLanguages: ['fr-FR'] })).toBe('jp');
  });

  it('then the first supported browser language', () => {
    expect(detectLanguage({ cookie: undefined, browserLanguages: ['pt-BR', 'de-CH', 'fr'] })).toBe('gr');
  });

  it('ignores a cookie that names no supported language', () => {
    expect(detectLanguage({ cookie: 'xx', browserLanguages: ['es-ES'] })).toBe('sp');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ cookie: undefined, browserLanguages: ['pt-BR', 'ko'] })).toBe('en');
  });
});

describe('the language table', () => {
  it('maps the nine codes to standard tags, Arabic right-to-left', () => {
    expect(LANGUAGES.map(({ code, tag }) => `${code}:${tag}`)).toEqual([
      'ar:ar', 'ch:zh', 'en:en', 'fr:fr', 'gr:de', 'it:it', 'jp:ja', 'ru:ru', 'sp:es',
    ]);
    expect(LANGUAGES.filter((language) => language.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(languageOf('jp').tag).toBe('ja');
  });

  it('reads browser tags with regions and scripts', () => {
    expect(codeForTag('zh-Hans-CN')).toBe('ch');
    expect(codeForTag('ja_JP')).toBe('jp');
    expect(codeForTag('pt')).toBeUndefined();
  });
});

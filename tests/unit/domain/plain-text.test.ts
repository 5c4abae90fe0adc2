import { describe, expect, it } from 'vitest';
import { multilineText, optionalMultilineText, optionalText, text } from '@/domain/common';
import { hasUnstorableCharacter, isPlainText } from '@/domain/text';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text a person types', () => {
  it('holds no U+0000 nor lone surrogate, whatever the field', () => {
    for (const value of ['\u0000', 'a\u0000', '\ud800', 'a\udfffb', '\udc00\ud800']) {
      expect(hasUnstorableCharacter(value), JSON.stringify(value)).toBe(true);
      expect(isPlainText(value, true), JSON.stringify(value)).toBe(false);
    }
    expect(hasUnstorableCharacter('🌿 Zoë 李')).toBe(false);
  });

  it('keeps tab and line breaks in a multi-line text only', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isPlainText(value), JSON.stringify(value)).toBe(false);
      expect(isPlainText(value, true), JSON.stringify(value)).toBe(true);
    }
  });

  it('refuses the other control characters (C0, DEL, C1) everywhere', () => {
    for (const code of [0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(isPlainText(value), value).toBe(false);
      expect(isPlainText(value, true), value).toBe(false);
    }
    expect(isPlainText('Ünïcødé — « guillemets » 🌿 Łódź 東京 القاهرة')).toBe(true);
  });

  it("is the schemas' rule: a one-line or multi-line text, required or not, says invalidCharacter", () => {
    expect(issueOf(text(20).safeParse('a\u0000b'))).toBe('invalidCharacter');
    expect(issueOf(text(20).safeParse('a\nb'))).toBe('invalidCharacter');
    expect(issueOf(optionalText(20).safeParse('a\u0007'))).toBe('invalidCharacter');
    expect(multilineText(20).safeParse(' a\nb ')).toMatchObject({ success: true, data: 'a\nb' });
    expect(issueOf(multilineText(20).safeParse('a\u0000'))).toBe('invalidCharacter');
    expect(optionalMultilineText(20).safeParse('a\tb')).toMatchObject({ success: true, data: 'a\tb' });
    expect(optionalMultilineText(20).safeParse('')).toMatchObject({ success: true, data: undefined });
    expect(issueOf(text(20).safeParse(''))).toBe('required');
  });
});

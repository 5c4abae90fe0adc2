import { describe, expect, it } from 'vitest';
import {
  ibanCheckDigits,
  ibanProblem,
  isValidIban,
  isValidNir,
  isValidSiren,
  isValidSiret,
  nirKey,
  ribKey,
} from '@/domain/identifiers';

describe('SIREN and SIRET', () => {
  it.each(['732829320', '552 100 554', '356000000'])('accepts the SIREN %s', (siren) => {
    expect(isValidSiren(siren)).toBe(true);
  });
  it.each(['732829321', '12345678', 'abcdefghi'])('refuses the SIREN %s', (siren) => {
    expect(isValidSiren(siren)).toBe(false);
  });
  it('accepts a SIRET passing Luhn and refuses one digit off', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
  });
  it("accepts La Poste's establishments by the sum of their digits", () => {
    // 3+5+6+0+0+0+0+0+0+0+0+0+4+6 = 24 → not a multiple of 5; 35600000000048 is the head office (Luhn).
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true); // digits add up to 45
    expect(isValidSiret('35600000049838')).toBe(false);
  });
});

describe('NIR', () => {
  it('accepts a number with its key', () => {
    const body = '1850578006048';
    expect(isValidNir(`${body}${nirKey(body)}`)).toBe(true);
    expect(isValidNir(`${body}${nirKey(body)}`.replace(/(\d)$/, (d) => String((Number(d) + 1) % 10)))).toBe(false);
  });
  it('counts Corsica as 19 (2A) and 18 (2B)', () => {
    const corsicaA = '290012A123456';
    const corsicaB = '175022B012345';
    expect(isValidNir(`${corsicaA}${nirKey(corsicaA)}`)).toBe(true);
    expect(isValidNir(`${corsicaB}${nirKey(corsicaB)}`)).toBe(true);
    // The same key with 2A read as a plain 20 would not match.
    expect(nirKey(corsicaA)).not.toBe(nirKey(corsicaA.replace('2A', '20')));
  });
  it('refuses wrong lengths and letters elsewhere', () => {
    expect(isValidNir('18505780060')).toBe(false);
    expect(isValidNir('1850578X0604897')).toBe(false);
  });
});

describe('IBAN', () => {
  it.each(['FR76 3000 6000 0112 3456 7890 189', 'DE89370400440532013000', 'GB29NWBK60161331926819'])(
    'accepts %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(true);
    },
  );
  it('refuses a wrong key or a wrong length', () => {
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('FR763000600001123456789018')).toBe(false);
  });
  it('computes the check digits of a BBAN', () => {
    expect(ibanCheckDigits('FR', '30006000011234567890189')).toBe('76');
  });
});

describe('the French RIB key inside an IBAN', () => {
  it.each([
    'FR7630006000011234567890189',
    // An account holding a letter (M counts 4 in the RIB table).
    'FR14 2004 1010 0505 0001 3M02 606',
    // Monaco's IBANs carry a French RIB.
    'MC5811222000010123456789030',
  ])('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeUndefined();
    expect(isValidIban(iban)).toBe(true);
  });
  it('computes the key from bank, branch and account, letters read through the RIB table', () => {
    expect(ribKey('30006', '00001', '12345678901')).toBe('89');
    expect(ribKey('20041', '01005', '0500013M026')).toBe('06');
    // Letters A-I, J-R and S-Z count 1-9, 1-9 and 2-9: the same key as the digits they stand for.
    expect(ribKey('20041', '01005', '0500013D026')).toBe('06');
    expect(ribKey('20041', '01005', '0500013U026')).toBe('06');
  });
  it('refuses a French IBAN whose check digits pass but whose RIB key does not', () => {
    // Both have their mod-97 check digits recomputed for the wrong key.
    expect(ibanProblem('FR0630006000011234567890188')).toBe('invalidRibKey');
    expect(ibanProblem('FR4120041010050500013M02605')).toBe('invalidRibKey');
    expect(isValidIban('FR0630006000011234567890188')).toBe(false);
  });
  it('reports a wrong check digit as a bad IBAN first, and leaves other countries to mod 97', () => {
    expect(ibanProblem('FR7630006000011234567890188')).toBe('invalidIban');
    expect(ibanProblem('DE89370400440532013000')).toBeUndefined();
  });
});

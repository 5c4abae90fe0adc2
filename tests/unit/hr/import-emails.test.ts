import { describe, expect, it } from 'vitest';
import { addressFromPattern, emailPatternSchema, isEmailPattern, numberedAddress } from '@/domain/hr/email-pattern';
import { importEmails, type AddressTaken } from '@server/core/hr/employee-import-emails';

/** Employees already there: these work (and personal) addresses are taken. */
const holding =
  (...addresses: string[]): AddressTaken =>
  async (_field, address) =>
    addresses.includes(address);
const nobody = holding();
const nowhere = { before: {}, after: {} };

const person = (firstName: string, lastName: string, more: Record<string, string> = {}) => ({ firstName, lastName, ...more });
const values = (built: { value: string }[]) => built.map((address) => address.value);

describe('the address a pattern gives a row', () => {
  it('reads "@domain" as {first}.{last}@domain, accents, case and spaces folded', () => {
    expect(addressFromPattern('@Acme.fr', person('Élodie', 'Le Gall'))).toBe('elodie.le-gall@acme.fr');
    expect(addressFromPattern('@acme.fr', person('Jean-Pierre', "N'Diaye"))).toBe('jean-pierre.n-diaye@acme.fr');
  });

  it('takes initials and the staff number', () => {
    expect(addressFromPattern('{f}{last}@acme.fr', person('Zoé', 'Ørsted Ballard'))).toBe('zorsted-ballard@acme.fr');
    expect(addressFromPattern('{first}.{last}@acme.fr', person('Łukasz', 'Groß'))).toBe('lukasz.gross@acme.fr');
    expect(addressFromPattern('{first}.{l}@acme.fr', person('Ann', 'Fielding'))).toBe('ann.f@acme.fr');
    expect(addressFromPattern('{matricule}@acme.fr', person('Ann', 'Fielding', { matricule: 'B-1001' }))).toBe('b-1001@acme.fr');
    expect(addressFromPattern('rh.{matricule}@acme.fr', { matricule: 1001 })).toBe('rh.1001@acme.fr');
  });

  it('builds nothing when a placeholder finds nothing in the row', () => {
    expect(addressFromPattern('{matricule}@acme.fr', person('Ann', 'Fielding'))).toBeUndefined();
    expect(addressFromPattern('@acme.fr', person('李', 'Wei'))).toBeUndefined();
  });

  it('numbers an address before its "@"', () => {
    expect(numberedAddress('ann.fielding@acme.fr', 1)).toBe('ann.fielding@acme.fr');
    expect(numberedAddress('ann.fielding@acme.fr', 3)).toBe('ann.fielding3@acme.fr');
  });

  it('tells a pattern from an address, and refuses unknown placeholders, none, or no domain', () => {
    expect([isEmailPattern('@acme.fr'), isEmailPattern('{first}@acme.fr'), isEmailPattern('contact@acme.fr')]).toEqual([true, true, false]);
    for (const good of ['@acme.fr', ' {f}{last}@acme.co.uk ', '{matricule}@acme.fr', '{FIRST}_{last}+rh@acme.fr']) {
      expect(emailPatternSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['{prenom}.{nom}@acme.fr', 'contact@acme.fr', '{first}.{last}', '{first}@acme', '{first} {last}@acme.fr', '{first}..{last}@acme.fr', '.{last}@acme.fr', '@']) {
      expect(emailPatternSchema.safeParse(bad).error?.issues[0].message, bad).toBe('invalidEmailPattern');
    }
  });
});

describe('the addresses an import builds', () => {
  it('numbers the homonyms of the file in its order: first.last, first.last2, first.last3', async () => {
    const rows = [person('Ann', 'Lee'), person('Bob', 'Ray'), person('Ann', 'Lee'), person('Ánn', 'LEE')];
    const { built, errors } = await importEmails(rows, { workEmail: '@acme.fr' }, nowhere, nobody);
    expect(built).toEqual([
      { index: 0, field: 'workEmail', value: 'ann.lee@acme.fr' },
      { index: 1, field: 'workEmail', value: 'bob.ray@acme.fr' },
      { index: 2, field: 'workEmail', value: 'ann.lee2@acme.fr' },
      { index: 3, field: 'workEmail', value: 'ann.lee3@acme.fr' },
    ]);
    expect(errors.size).toBe(0);
  });

  it("avoids the employees' addresses, and every address the file gives, even on a later row", async () => {
    const rows = [person('Ann', 'Lee'), person('Ann', 'Lee', { workEmail: 'Ann.Lee3@acme.fr' }), person('Ann', 'Lee')];
    const { built } = await importEmails(rows, { workEmail: '@acme.fr' }, nowhere, holding('ann.lee@acme.fr', 'ann.lee2@acme.fr'));
    expect(built).toEqual([
      { index: 0, field: 'workEmail', value: 'ann.lee4@acme.fr' },
      { index: 2, field: 'workEmail', value: 'ann.lee5@acme.fr' },
    ]);
  });

  it('builds the same addresses for a file sent in parts as for the whole file', async () => {
    const rows = [person('Ann', 'Lee'), person('Ann', 'Lee'), person('Ann', 'Lee', { workEmail: 'ann.lee3@acme.fr' }), person('Ann', 'Lee')];
    const whole = values((await importEmails(rows, { workEmail: '@acme.fr' }, nowhere, nobody)).built);
    const first = values((await importEmails(rows.slice(0, 2), { workEmail: '@acme.fr' }, { before: {}, after: { workEmail: ['ann.lee3@acme.fr'] } }, nobody)).built);
    const second = await importEmails(rows.slice(2), { workEmail: '@acme.fr' }, { before: { workEmail: first }, after: {} }, nobody);
    expect([...first, ...values(second.built)]).toEqual(whole);
    expect(whole).toEqual(['ann.lee@acme.fr', 'ann.lee2@acme.fr', 'ann.lee4@acme.fr']);
  });

  it('builds from the staff number, and reports the rows without one instead of an empty address', async () => {
    const rows = [person('Ann', 'Lee', { matricule: 'E-7' }), person('Bob', 'Ray')];
    const { built, errors } = await importEmails(rows, { workEmail: '{matricule}@acme.fr' }, nowhere, nobody);
    expect(values(built)).toEqual(['e-7@acme.fr']);
    expect(errors.get(1)).toEqual({ workEmail: expect.objectContaining({ code: 'emailNotBuilt' }) });
  });

  it('builds personal addresses apart, unique among the personal ones', async () => {
    const rows = [person('Ann', 'Lee'), person('Ann', 'Lee')];
    const taken: AddressTaken = async (field, address) => field === 'personalEmail' && address === 'ann.lee@home.test';
    const { built } = await importEmails(rows, { workEmail: '@acme.fr', personalEmail: '@home.test' }, nowhere, taken);
    expect(built.filter((address) => address.field === 'personalEmail').map((address) => address.value)).toEqual([
      'ann.lee2@home.test',
      'ann.lee3@home.test',
    ]);
  });

  it('reports a work e-mail the file gives twice, also when the first is in an earlier part', async () => {
    const rows = [person('Ann', 'Lee', { workEmail: 'a@acme.fr' }), person('Bob', 'Ray', { workEmail: 'A@acme.fr ' }), person('Cy', 'Do', { workEmail: 'c@acme.fr' })];
    const { errors } = await importEmails(rows, {}, { before: { workEmail: ['c@acme.fr'] }, after: {} }, nobody);
    expect([...errors.keys()]).toEqual([1, 2]);
    expect(errors.get(1)?.workEmail.code).toBe('duplicate');
  });
});

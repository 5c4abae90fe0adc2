import { describe, expect, it } from 'vitest';
import { amendedFacts, changedMentions, keptUntil, registerLineEnded, sectionOf, type RegisterFacts } from '@/domain/hr/staff-register';
import { amendmentText, contractText } from '@/domain/hr/staff-register-text';
import { printableIn } from '@server/core/pdf/printable';

const FACTS: RegisterFacts = {
  lastName: 'Morel',
  firstName: 'Alice',
  nationality: 'France',
  birthDate: '1990-04-12',
  gender: 'F',
  job: 'Relieur',
  qualification: 'ouvrier',
  entryDate: '2024-03-01',
  contractType: 'CDD',
  partTime: false,
};

describe('a register line', () => {
  it('shows its first facts with each amendment applied in turn, an amendment to none removing the mention', () => {
    const at = '2026-03-16T10:00:00.000Z';
    const line = {
      facts: FACTS,
      amendments: [
        { field: 'exitDate' as const, after: '2026-05-07', at, by: 'Claire Martin' },
        { field: 'partTime' as const, before: false, after: true, at, by: 'Claire Martin' },
        { field: 'exitDate' as const, before: '2026-05-07', at, by: 'Claire Martin' },
      ],
    };
    expect(amendedFacts(line)).toEqual({ ...FACTS, partTime: true });
  });

  it('names the mentions that changed, with their values before and after', () => {
    expect(changedMentions(FACTS, { ...FACTS, job: 'Chef d’atelier', exitDate: '2026-05-07' })).toEqual([
      { field: 'job', before: 'Relieur', after: 'Chef d’atelier' },
      { field: 'exitDate', after: '2026-05-07' },
    ]);
    expect(changedMentions(FACTS, { ...FACTS })).toEqual([]);
  });

  it('is kept 5 years after the exit (29 February: 1 March), for good while the person works there', () => {
    expect(keptUntil({ ...FACTS, exitDate: '2026-05-07' })).toBe('2031-05-07');
    expect(keptUntil({ ...FACTS, exitDate: '2028-02-29' })).toBe('2033-03-01');
    expect(keptUntil(FACTS)).toBeUndefined();
    // Its time is over the day after: the purge then takes it with the file.
    const line = { facts: FACTS, amendments: [{ field: 'exitDate' as const, after: '2026-05-07', at: '2026-05-07T10:00:00.000Z', by: 'Claire Martin' }] };
    expect(registerLineEnded(line, '2031-05-07')).toBe(false);
    expect(registerLineEnded(line, '2031-05-08')).toBe(true);
    expect(registerLineEnded({ facts: FACTS, amendments: [] }, '2099-01-01')).toBe(false);
  });

  it('puts interns apart', () => {
    expect(sectionOf('stage')).toBe('interns');
    expect(sectionOf('alternance')).toBe('staff');
  });

  it('prints its contract and amendments in French', () => {
    expect(contractText({ ...FACTS, contractType: 'intérim', tempAgency: 'Adecco', partTime: true })).toBe('Travail temporaire (Adecco), temps partiel');
    expect(amendmentText({ field: 'exitDate', after: '2026-05-07', at: '2026-03-16T10:00:00.000Z', by: 'Claire Martin' })).toBe(
      'Rectifié le 16/03/2026 par Claire Martin — Date de sortie : — → 07/05/2026',
    );
  });
});

describe('text in a PDF', () => {
  it('keeps French accents and writes other scripts in Latin letters', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const printable = await printableIn(await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica));
    expect(printable('Hélène Œuvray — 12 €')).toBe('Hélène Œuvray — 12 €');
    expect(printable('Мария Иванова')).toBe('Mariya Ivanova');
    expect(printable('王伟')).toBe('Wang Wei');
    expect(printable('Ελένη')).toBe('Eleni');
    expect(printable('a → b')).toBe('a -> b');
  });
});

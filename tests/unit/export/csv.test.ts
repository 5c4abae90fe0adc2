import { describe, expect, it } from 'vitest';
import { buildCsv, detectSeparator, neutraliseFormula, parseCsv } from '@/shared/lib/csv';

describe('buildCsv', () => {
  it('starts with a BOM, separates with ";" and ends every line with CRLF', () => {
    const text = buildCsv([
      ['Nom', 'Ville'],
      ['Hélène Dupont', 'Lyon'],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Nom;Ville\r\nHélène Dupont;Lyon\r\n');
  });

  it('quotes a field holding the separator, a comma, a quote or a line break, doubling its quotes', () => {
    const text = buildCsv([['a;b', 'c,d', 'dit "oui"', 'deux\nlignes', 'simple']]);
    expect(text.slice(1)).toBe('"a;b";"c,d";"dit ""oui""";"deux\nlignes";simple\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(neutraliseFormula('-2')).toBe("'-2");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('Dupont = chef')).toBe('Dupont = chef');
    expect(buildCsv([['=HYPERLINK("x")']]).slice(1)).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });
});

describe('parseCsv', () => {
  it('drops the BOM and reads ";" files with quoted fields, doubled quotes and line breaks', () => {
    const text = '\uFEFFNom;Adresse\r\n"Dupont";"12 rue ""Haute""\r\nBât. B"\r\nMartin;3 place\r\n';
    expect(parseCsv(text)).toEqual([
      ['Nom', 'Adresse'],
      ['Dupont', '12 rue "Haute"\r\nBât. B'],
      ['Martin', '3 place'],
    ]);
  });

  it('detects "," files, LF lines, and leaves blank lines out', () => {
    expect(detectSeparator('a,b,c\n1;2,3')).toBe(',');
    expect(detectSeparator('"x;y",b;c;d\n')).toBe(';');
    expect(parseCsv('Nom,Prénom\n\nDupont,"Jean, Marc"\n  \n')).toEqual([
      ['Nom', 'Prénom'],
      ['Dupont', 'Jean, Marc'],
    ]);
  });

  it('keeps empty fields, and a last line without a line break', () => {
    expect(parseCsv('a;;c\r\n;b;')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('reads back what buildCsv wrote, formula guards taken off', () => {
    const rows = [
      ['Nom', 'Téléphone', 'Note'],
      ['Zoé "Zaza" Müller', '+33 6 12 34 56 78', 'a;b\r\nc'],
      ['=1+1', '', '-'],
    ];
    expect(parseCsv(buildCsv(rows))).toEqual(rows);
  });
});

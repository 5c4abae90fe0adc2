import { normalise } from '../text';

/**
 * The words files write for a nationality, French (masculine and feminine) and English,
 * by ISO country code. Only words naming one country: "Congolais" (two Congos) is left
 * for the user to pick.
 */
const DEMONYMS: Readonly<Record<string, readonly string[]>> = {
  FR: ['français', 'française', 'french'],
  BE: ['belge', 'belgian'],
  CH: ['suisse', 'swiss'],
  LU: ['luxembourgeois', 'luxembourgeoise', 'luxembourger', 'luxembourgish'],
  MC: ['monégasque', 'monegasque', 'monacan'],
  DE: ['allemand', 'allemande', 'german'],
  ES: ['espagnol', 'espagnole', 'spanish'],
  IT: ['italien', 'italienne', 'italian'],
  PT: ['portugais', 'portugaise', 'portuguese'],
  GB: ['britannique', 'anglais', 'anglaise', 'british', 'english'],
  NL: ['néerlandais', 'néerlandaise', 'hollandais', 'hollandaise', 'dutch'],
  PL: ['polonais', 'polonaise', 'polish'],
  RO: ['roumain', 'roumaine', 'romanian'],
  MA: ['marocain', 'marocaine', 'moroccan'],
  DZ: ['algérien', 'algérienne', 'algerian'],
  TN: ['tunisien', 'tunisienne', 'tunisian'],
  SN: ['sénégalais', 'sénégalaise', 'senegalese'],
  CI: ['ivoirien', 'ivoirienne', 'ivorian'],
  CM: ['camerounais', 'camerounaise', 'cameroonian'],
  ML: ['malien', 'malienne', 'malian'],
  MG: ['malgache', 'malagasy'],
  HT: ['haïtien', 'haïtienne', 'haitian'],
  CA: ['canadien', 'canadienne', 'canadian'],
  VN: ['vietnamien', 'vietnamienne', 'vietnamese'],
  US: ['américain', 'américaine', 'american'],
};

const key = (text: string) => normalise(text.trim()).replace(/\s+/g, ' ');

const CODE_BY_DEMONYM: ReadonlyMap<string, string> = new Map(
  Object.entries(DEMONYMS).flatMap(([code, words]) => words.map((word) => [key(word), code] as const)),
);

/** The ISO code of the country a nationality word names ("Française", "french" → "FR"); undefined when unclear. */
export const countryCodeOfDemonym = (text: string): string | undefined => CODE_BY_DEMONYM.get(key(text));

import { matchKey } from '../match-text';

/** Words other tools write for an enum's value besides its code and its label (French and English). */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  gender: {
    M: ['m', 'h', 'homme', 'masculin', 'monsieur', 'm.', 'mr', 'mr.', 'male', 'man', 'masc'],
    F: ['f', 'femme', 'féminin', 'madame', 'mme', 'mlle', 'mademoiselle', 'female', 'woman', 'mrs', 'ms', 'miss', 'fem'],
    other: ['autre', 'x', 'non binaire', 'non-binary', 'other', 'mx'],
  },
  contractType: {
    CDI: ['cdi', 'permanent', 'contrat à durée indéterminée', 'durée indéterminée', 'full-time', 'full time', 'fulltime', 'regular', 'indéterminé'],
    CDD: ['cdd', 'contrat à durée déterminée', 'durée déterminée', 'fixed term', 'fixed-term', 'temporary', 'déterminé'],
    'intérim': ['intérim', 'interimaire', 'intérimaire', 'temp', 'agency', 'travail temporaire'],
    stage: ['stage', 'stagiaire', 'intern', 'internship', 'trainee'],
    alternance: ['alternance', 'alternant', 'apprentissage', 'apprenti', 'apprentice', 'apprenticeship', 'contrat de professionnalisation'],
    freelance: ['freelance', 'free-lance', 'indépendant', 'contractor', 'consultant', 'auto-entrepreneur'],
  },
  status: {
    active: ['actif', 'active', 'en poste', 'oui', 'yes', 'y', 'o', '1', 'true', 'vrai', 'present', 'présent'],
    suspended: ['suspendu', 'suspendue', 'suspended', 'on leave'],
    left: ['sorti', 'sortie', 'parti', 'partie', 'left', 'inactif', 'inactive', 'non', 'no', 'n', '0', 'false', 'faux', 'terminated'],
  },
  maritalStatus: {
    'célibataire': ['single', 'c'],
    'marié': ['mariée', 'married', 'm'],
    'pacsé': ['pacsée', 'pacs', 'civil partnership'],
    'divorcé': ['divorcée', 'divorced', 'separated', 'séparé', 'séparée'],
    veuf: ['veuve', 'widowed', 'widow', 'widower'],
    concubinage: ['union libre', 'vie maritale', 'cohabiting', 'domestic partner'],
  },
};

/**
 * The enum value a text means, matched where the meaning is clear: its code, its label
 * in the user's language, or a usual word of other tools; null when none.
 */
export function matchChoice(
  field: string,
  options: readonly string[],
  text: string,
  labelOf: (value: string) => string,
): string | null {
  const key = matchKey(text);
  if (key === '') return null;
  for (const option of options) {
    const names = [option, labelOf(option), ...(VALUE_WORDS[field]?.[option] ?? [])];
    if (names.some((name) => matchKey(name) === key)) return option;
  }
  return null;
}

/** A column's distinct values (compared by `matchKey`, the first spelling kept), empty cells aside, with their count. */
export function distinctValues(cells: readonly string[]): { value: string; key: string; count: number }[] {
  const seen = new Map<string, { value: string; key: string; count: number }>();
  for (const cell of cells) {
    const key = matchKey(cell);
    if (key === '') continue;
    const known = seen.get(key);
    if (known) known.count += 1;
    else seen.set(key, { value: cell.trim(), key, count: 1 });
  }
  return [...seen.values()];
}

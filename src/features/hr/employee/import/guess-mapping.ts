import { IMPORT_FIELDS } from './import-fields';
import { compactKey, matchKey } from './match-text';

/**
 * Headers HR systems, payroll tools and spreadsheets write for each field, French and
 * English (compared by `matchKey`: accents, case and punctuation aside).
 */
const HEADER_NAMES: Readonly<Record<string, readonly string[]>> = {
  matricule: ['matricule', 'n matricule', 'numero matricule', 'employee number', 'employee no', 'employee id', 'empl no', 'emp no', 'emp id', 'empl id', 'staff number', 'staff id', 'badge', 'n badge', 'numero de badge', 'id salarie', 'code salarie'],
  firstName: ['prénom', 'prénoms', 'first name', 'firstname', 'first', 'given name', 'forename'],
  lastName: ['nom', 'nom de famille', 'nom de naissance', "nom d'usage", 'nom patronymique', 'last name', 'lastname', 'last', 'surname', 'family name'],
  gender: ['sexe', 'genre', 'civilité', 'titre', 'gender', 'sex', 'title', 'salutation'],
  birthDate: ['date de naissance', 'naissance', 'né le', 'née le', 'né(e) le', 'birth date', 'birthdate', 'date of birth', 'dob', 'birthday'],
  birthPlace: ['lieu de naissance', 'ville de naissance', 'birth place', 'birthplace', 'place of birth'],
  nationalityCountryId: ['nationalité', 'pays de nationalité', 'nationality', 'citizenship'],
  maritalStatus: ['situation familiale', 'situation matrimoniale', 'état civil', 'marital status'],
  dependants: ['enfants à charge', 'personnes à charge', "nombre d'enfants", 'nb enfants', 'dependants', 'dependents', 'children'],
  address: ['adresse', 'adresse postale', 'adresse 1', 'rue', 'voie', 'address', 'address 1', 'address line 1', 'street', 'street address'],
  postalCode: ['code postal', 'cp', 'zip', 'zip code', 'zipcode', 'postal code', 'postcode'],
  cityId: ['ville', 'commune', 'localité', 'city', 'town'],
  phone: ['téléphone', 'tél', 'tel', 'portable', 'mobile', 'téléphone portable', 'tél portable', 'phone', 'phone number', 'telephone', 'cell', 'cell phone', 'mobile phone'],
  workEmail: ['e-mail professionnel', 'email professionnel', 'mail professionnel', 'courriel professionnel', 'e-mail', 'email', 'mail', 'courriel', 'adresse e-mail', 'work email', 'email address', 'business email'],
  personalEmail: ['e-mail personnel', 'email personnel', 'mail personnel', 'courriel personnel', 'personal email', 'home email', 'private email'],
  hireDate: ["date d'embauche", 'embauche', "date d'entrée", 'entrée', "date d'entrée dans l'entreprise", 'date entrée', 'hire date', 'hiring date', 'start date', 'date joined', 'joined date', 'date of hire', 'doh', 'joining date', 'employment date'],
  contractType: ['type de contrat', 'contrat', 'nature du contrat', 'contract', 'contract type', 'employment type', 'type of contract'],
  contractEndDate: ['fin de contrat', 'date de fin de contrat', 'date de fin', 'contract end', 'contract end date', 'end date'],
  status: ['statut', 'état', 'status', 'employment status'],
  exitDate: ['date de sortie', 'sortie', 'exit date', 'leaving date', 'termination date', 'date left'],
  exitReason: ['motif de sortie', 'raison de sortie', 'exit reason', 'termination reason'],
  serviceId: ['service', 'équipe', 'unité', 'team', 'unit', 'nom du service', 'service name'],
  nir: ['n° de sécurité sociale', 'numéro de sécurité sociale', 'sécurité sociale', 'nir', 'n° ss', 'n ss', 'numéro ss', 'numéro insee', 'n° insee', 'social security number', 'social security no', 'ssn'],
  positionId: ['poste', 'emploi', 'intitulé du poste', 'fonction', 'position', 'job', 'job title', 'title of position'],
};

/** How sure a guess is: the header is a known one, is one written differently, or contains one. */
export type GuessConfidence = 'high' | 'medium' | 'low';

export interface ColumnGuess {
  field: string | null;
  confidence: GuessConfidence | null;
}

interface Known {
  key: string;
  compact: string;
  field: string;
}

const SCORES: Record<GuessConfidence, number> = { high: 3, medium: 2, low: 1 };

/** How `header` matches a known header: the same words, the same letters, or the known words inside it. */
function confidenceOf(header: string, known: Known): GuessConfidence | null {
  const key = matchKey(header);
  if (key === known.key) return 'high';
  if (compactKey(header) === known.compact) return 'medium';
  // Short names ("nom", "cp") inside longer headers would catch too much.
  if (known.compact.length >= 6 && ` ${key} `.includes(` ${known.key} `)) return 'low';
  return null;
}

/**
 * The field each column of the file fills, with how sure the guess is (null: not
 * imported), from its header: the field's name, its label in the user's language, or a
 * usual header of other tools. A field goes to the column that names it best, the first
 * one on a tie.
 */
export function guessColumns(headers: readonly string[], labelOf: (field: string) => string): ColumnGuess[] {
  const known: Known[] = IMPORT_FIELDS.flatMap((field) =>
    [field.name, labelOf(field.name), ...(HEADER_NAMES[field.name] ?? [])]
      .filter((name) => matchKey(name) !== '')
      .map((name) => ({ key: matchKey(name), compact: compactKey(name), field: field.name })),
  );
  const best = headers.map((header): ColumnGuess => {
    let guess: ColumnGuess = { field: null, confidence: null };
    for (const candidate of known) {
      const confidence = confidenceOf(header, candidate);
      if (confidence && SCORES[confidence] > (guess.confidence ? SCORES[guess.confidence] : 0)) {
        guess = { field: candidate.field, confidence };
      }
    }
    return guess;
  });
  const owner = new Map<string, number>();
  best.forEach((guess, index) => {
    if (!guess.field || !guess.confidence) return;
    const held = owner.get(guess.field);
    const heldConfidence = held === undefined ? null : best[held].confidence;
    if (!heldConfidence || SCORES[guess.confidence] > SCORES[heldConfidence]) owner.set(guess.field, index);
  });
  return best.map((guess, index) => (guess.field && owner.get(guess.field) === index ? guess : { field: null, confidence: null }));
}

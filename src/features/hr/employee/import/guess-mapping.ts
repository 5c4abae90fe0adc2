import { IMPORT_FIELDS } from './import-fields';
import { matchKey } from './match-text';

/** Headers files commonly use, French and English, for each field (compared by `matchKey`). */
const HEADER_NAMES: Readonly<Record<string, readonly string[]>> = {
  firstName: ['prénom', 'prénoms', 'first name', 'firstname', 'given name'],
  lastName: ['nom', 'nom de famille', "nom d'usage", 'last name', 'lastname', 'surname', 'family name'],
  gender: ['sexe', 'genre', 'civilité', 'gender', 'sex'],
  birthDate: ['date de naissance', 'naissance', 'né le', 'née le', 'birth date', 'birthdate', 'date of birth', 'dob'],
  birthPlace: ['lieu de naissance', 'birth place', 'birthplace', 'place of birth'],
  nationalityCountryId: ['nationalité', 'pays de nationalité', 'nationality', 'country'],
  maritalStatus: ['situation familiale', 'situation matrimoniale', 'état civil', 'marital status'],
  dependants: ['enfants à charge', 'personnes à charge', "nombre d'enfants", 'dependants', 'dependents', 'children'],
  address: ['adresse', 'adresse postale', 'address', 'street'],
  cityId: ['ville', 'commune', 'localité', 'city', 'town'],
  phone: ['téléphone', 'tél', 'tel', 'portable', 'mobile', 'phone', 'phone number'],
  workEmail: ['e-mail professionnel', 'email professionnel', 'mail professionnel', 'courriel professionnel', 'e-mail', 'email', 'courriel', 'work email'],
  personalEmail: ['e-mail personnel', 'email personnel', 'mail personnel', 'courriel personnel', 'personal email'],
  hireDate: ["date d'embauche", 'embauche', "date d'entrée", 'entrée', 'hire date', 'hiring date', 'start date'],
  contractType: ['type de contrat', 'contrat', 'contract', 'contract type'],
  contractEndDate: ['fin de contrat', 'date de fin de contrat', 'date de fin', 'contract end', 'contract end date', 'end date'],
  status: ['statut', 'état', 'status'],
  exitDate: ['date de sortie', 'sortie', 'exit date', 'leaving date'],
  exitReason: ['motif de sortie', 'raison de sortie', 'exit reason'],
};

/**
 * The field each column of the file fills (null: not imported), guessed from its header:
 * the field's name, its label in the user's language, or a usual French or English header.
 * A field is given to one column only, the first that names it.
 */
export function guessMapping(headers: readonly string[], labelOf: (field: string) => string): (string | null)[] {
  const byKey = new Map<string, string>();
  for (const field of IMPORT_FIELDS) {
    for (const name of [field.name, labelOf(field.name), ...(HEADER_NAMES[field.name] ?? [])]) {
      const key = matchKey(name);
      if (key && !byKey.has(key)) byKey.set(key, field.name);
    }
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byKey.get(matchKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

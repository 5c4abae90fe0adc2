import type { ErrorCode } from '@/domain/common';

/**
 * The French message of each stable error code (the screens translate the code; this is
 * what a caller without translations reads). `{name}` is replaced by the error's params.
 */
export const FRENCH_MESSAGES: Record<ErrorCode, string> = {
  required: 'Ce champ est obligatoire.',
  invalidType: "Cette valeur n'a pas le bon format.",
  tooLong: 'Ce texte est trop long.',
  tooShort: 'Ce texte est trop court.',
  invalidCharacter: 'Ce texte contient un caractère non autorisé (caractère de contrôle ou invisible) : retirez-le.',
  tooSmall: 'Cette valeur est trop petite.',
  tooLarge: 'Cette valeur est trop grande.',
  invalidDate: "Cette date n'existe pas : écrivez-la AAAA-MM-JJ.",
  invalidTime: "Cette heure n'est pas valide : écrivez-la HH:MM.",
  dateOrder: 'Cette date ne peut pas précéder la date de début.',
  invalidEmail: "Cette adresse e-mail n'est pas valide.",
  invalidEmailPattern:
    "Ce modèle d'adresse n'est pas valide : des marques connues (first, last, f, l, matricule, entre accolades) avant « @ », un domaine après, par exemple « {f}{last}@acme.fr ».",
  emailNotBuilt: "Le modèle d'adresse n'a rien trouvé pour cette ligne (un matricule, un nom en lettres latines) : donnez-lui une adresse.",
  invalidChoice: 'Choisissez une des valeurs proposées.',
  invalidNir: "Ce numéro de sécurité sociale n'est pas valide : vérifiez-le, clé comprise.",
  invalidIban: "Cet IBAN n'est pas valide : vérifiez-le, clé comprise.",
  invalidRibKey: "La clé RIB de cet IBAN (ses deux derniers chiffres) ne correspond pas à la banque, au guichet et au compte : vérifiez-le.",
  invalidSiren: "Ce SIREN n'est pas valide : 9 chiffres dont le dernier est une clé.",
  invalidSiret: "Ce SIRET n'est pas valide : 14 chiffres dont le dernier est une clé.",
  invalidCode: "Ce code n'a pas le format attendu : majuscules, chiffres et tirets.",
  unknownReference: "L'élément choisi n'existe pas ou plus : choisissez-en un autre.",
  duplicate: 'Cette valeur est déjà utilisée : choisissez-en une autre.',
  duplicateDay: 'Cet employé a déjà une présence le {date} : modifiez-la plutôt.',
  overlap: 'Cette période chevauche {what} : changez les dates.',
  endDateRequired: 'La date de fin est obligatoire pour ce type de contrat.',
  exitBeforeHire: "La date de sortie ne peut pas précéder la date d'embauche.",
  beyondBalance: 'Solde de congés payés insuffisant : il reste {balance} jour(s), la demande en compte {days}.',
  illegalTransition: 'Le statut ne peut pas passer de « {from} » à « {to} ».',
  outsideContract: 'Cette date est hors du contrat de travail, qui court du {from} au {to}.',
  beforeHire: "Cette date précède l'embauche, le {from}.",
  contractEndBeforeHire: "La fin du contrat ne peut pas précéder la date d'embauche.",
  implausibleAge: "Cette date de naissance donnerait moins de 14 ans ou plus de 100 ans à l'embauche : vérifiez-la.",
  invalidPhone: "Ce numéro de téléphone n'est pas valide : écrivez par exemple 06 12 34 56 78 ou +33 6 12 34 56 78.",
  belowMinimumWage: 'Ce salaire est inférieur au minimum légal pour ce contrat et ces heures.',
  outsideSalaryRange: 'Ce salaire sort de la fourchette du poste.',
  otherEnterprise: 'Ce poste appartient à {positionEnterprise}, ce service à {serviceEnterprise} : choisissez un poste de la même entreprise.',
  invalidNaf: "Ce code NAF/APE n'a pas le format de l'INSEE : 2 chiffres, un point, 2 chiffres et une lettre, par exemple 62.01Z.",
  unknownCountryCode: "Ce code n'est pas un code pays ISO 3166 : 2 lettres majuscules, par exemple FR.",
  approvedNotDeletable: 'Une demande approuvée ne se supprime pas : annulez-la avec un commentaire, ses jours reviennent au solde.',
  ownRequest: 'Vous ne pouvez ni approuver ni refuser votre propre demande : elle revient à votre responsable.',
  notCancellable: "Seul un congé approuvé et pas encore terminé peut faire l'objet d'une demande d'annulation.",
  cancellationPending: "L'annulation de ce congé est déjà demandée : elle attend sa décision.",
  correctionPending: 'Une correction de ce jour est déjà demandée : elle attend sa décision.',
  notYourStep: "Cette étape de la demande revient à une autre personne : son approbateur, la personne qui le remplace, ou les RH.",
  headsNoUnit: "Cette personne ne dirige aucune unité : elle n'a pas de demandes à faire décider par un remplaçant.",
  beforeToday: "Cette date ne peut pas être avant aujourd'hui : une période se termine au plus tôt aujourd'hui.",
  standInStarted: "Ce remplacement a commencé : il ne peut plus être supprimé ni changer de début ou de personnes ; terminez-le plus tôt.",
  noExitDate: "Cet employé n'a pas de date de sortie : enregistrez-la sur sa fiche avant de suivre sa sortie.",
  attestationByHr: "Votre service RH établit votre attestation d'emploi : demandez-la-lui.",
  notEmployed: "Cette personne a quitté l'entreprise : une attestation d'emploi n'est faite que pour un salarié présent.",
  forbidden: "Vos droits ne vous permettent pas cette action : demandez-la à une personne habilitée.",
  notAwaiting: "Cette demande n'attend plus votre décision : rechargez la liste.",
  stale: "Quelqu'un d'autre a modifié cet enregistrement entre-temps : rechargez-le, puis refaites votre modification.",
  futureDay: "Ce jour n'est pas encore passé : une correction porte sur un jour déjà travaillé.",
  mailNotFailed: "Seul un message dont l'envoi a échoué peut être renvoyé : celui-ci est envoyé ou en route.",
  mailNotSent: "La démonstration n'envoie aucun courrier : ce message n'a été montré que dans sa boîte de démonstration.",
  payrollClosed: 'La paie de {monthName} de {enterprise} est clôturée.',
  payrollUnitMismatch: 'Ce code est déjà utilisé avec une autre unité ({unit}) : un code compte des jours, des heures ou des euros, pas plusieurs.',
  payrollMonthState: "Ce mois n'est pas dans l'état voulu : rechargez la page.",
  retentionDayChanged: "La liste des données à purger a changé depuis qu'elle a été affichée : rechargez la page, puis confirmez de nouveau.",
};

/** What each message says when its params are not given. */
const DEFAULT_PARAMS: Record<string, string> = { what: 'une autre période déjà enregistrée' };

/** 2026-03-02 → 02/03/2026; anything else as it is. */
export const frenchDate = (value: string | number): string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : String(value);

/** The French message of a code, its `{params}` filled in (dates written as in France). */
export function frenchMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return FRENCH_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    frenchDate(params[name] ?? DEFAULT_PARAMS[name] ?? whole),
  );
}

/** The top-level messages of the contract's errors. */
export const GENERAL_MESSAGES = {
  invalid: 'Certains champs sont à corriger : voyez le message de chacun.',
  notJson: 'La requête doit porter un objet JSON.',
  stale: "Quelqu'un d'autre a modifié cet enregistrement entre-temps : rechargez-le, puis refaites votre modification.",
  versionRequired: 'Indiquez la version de l’enregistrement que vous modifiez.',
  badQuery: 'Certains paramètres de la recherche sont à corriger.',
  unstorable: 'Une des valeurs envoyées ne peut pas être enregistrée : vérifiez les champs, puis réessayez.',
} as const;

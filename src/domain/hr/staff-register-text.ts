import type { ContractType } from './employee';
import { frenchDate } from './employment-documents';
import type { MentionValue, RegisterAmendment, RegisterFacts, RegisterMention } from './staff-register';

/**
 * The register's printed text, in French as the Code du travail names its mentions
 * (D1221-23, D1221-24): the PDF's columns, and each amendment as a sentence.
 */

const CONTRACT_NAMES: Readonly<Record<ContractType, string>> = {
  CDI: 'CDI',
  CDD: 'CDD',
  intérim: 'Travail temporaire',
  stage: 'Stage',
  alternance: 'Apprentissage / alternance',
  freelance: 'Indépendant',
};

export const MENTION_NAMES: Readonly<Record<RegisterMention, string>> = {
  lastName: 'Nom',
  firstName: 'Prénoms',
  nationality: 'Nationalité',
  birthDate: 'Date de naissance',
  gender: 'Sexe',
  job: 'Emploi',
  qualification: 'Qualification',
  entryDate: "Date d'entrée",
  exitDate: 'Date de sortie',
  contractType: 'Nature du contrat',
  partTime: 'Temps partiel',
  tempAgency: 'Entreprise de travail temporaire',
  workPermitKind: 'Titre de travail (type)',
  workPermitNumber: 'Titre de travail (numéro)',
};

const GENDER_NAMES: Readonly<Record<RegisterFacts['gender'], string>> = { M: 'M', F: 'F', other: 'Autre' };

/** "CDD, temps partiel", "Travail temporaire (Adecco)". */
export const contractText = (facts: RegisterFacts): string =>
  [`${CONTRACT_NAMES[facts.contractType]}${facts.tempAgency ? ` (${facts.tempAgency})` : ''}`, facts.partTime ? 'temps partiel' : ''].filter(Boolean).join(', ');

/** A mention's value as printed: dates dd/mm/yyyy, yes/no, the contract's and sex's names; absent: "—". */
export function mentionText(field: RegisterMention, value: MentionValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (field === 'birthDate' || field === 'entryDate' || field === 'exitDate') return frenchDate(value);
  if (field === 'contractType') return CONTRACT_NAMES[value as ContractType] ?? value;
  if (field === 'gender') return GENDER_NAMES[value as RegisterFacts['gender']] ?? value;
  return value;
}

/** "Rectifié le 12/03/2026 par Claire Martin — Date de sortie : — → 30/06/2026". */
export const amendmentText = (amendment: RegisterAmendment): string =>
  `Rectifié le ${frenchDate(amendment.at.slice(0, 10))} par ${amendment.by} — ${MENTION_NAMES[amendment.field]} : ${mentionText(amendment.field, amendment.before)} → ${mentionText(amendment.field, amendment.after)}`;

/** The printed columns, their header and how wide they are (in points, on an A4 page lying down). */
export const REGISTER_COLUMNS: readonly { header: string; width: number; cell: (facts: RegisterFacts, rank: number) => string }[] = [
  { header: 'N°', width: 24, cell: (_facts, rank) => String(rank) },
  { header: 'Nom et prénoms', width: 110, cell: (facts) => `${facts.lastName.toUpperCase()} ${facts.firstName}` },
  { header: 'Nationalité', width: 62, cell: (facts) => facts.nationality },
  { header: 'Naissance', width: 52, cell: (facts) => mentionText('birthDate', facts.birthDate) },
  { header: 'Sexe', width: 30, cell: (facts) => mentionText('gender', facts.gender) },
  { header: 'Emploi', width: 104, cell: (facts) => facts.job },
  { header: 'Qualification', width: 74, cell: (facts) => facts.qualification },
  { header: 'Entrée', width: 52, cell: (facts) => mentionText('entryDate', facts.entryDate) },
  { header: 'Sortie', width: 52, cell: (facts) => mentionText('exitDate', facts.exitDate) },
  { header: 'Contrat', width: 104, cell: contractText },
  { header: 'Titre de travail', width: 106, cell: (facts) => [facts.workPermitKind, facts.workPermitNumber].filter(Boolean).join(' n° ') },
];

/**
 * The text of the documents HR hands an employee (docs/domain.md, "Exits"), in French as the
 * law writes them. The certificat de travail holds what C. trav. D1234-6 lists and nothing
 * else: no reason for leaving, no absence, no judgement.
 */

/** The employer as the documents name it. */
export interface EmployerFacts {
  legalName: string;
  address: string;
  /** Postal code and city, and the city alone for "Fait à". */
  postalCode?: string;
  city: string;
  siret?: string;
  siren?: string;
}

/** A job held over a period (from a dated principal assignment). */
export interface JobHeld {
  title: string;
  from: string;
  to?: string;
}

export interface DocumentFacts {
  employer: EmployerFacts;
  firstName: string;
  lastName: string;
  hireDate: string;
  /** The last day, notice included (certificat only). */
  exitDate?: string;
  jobs: readonly JobHeld[];
  /** The account who signs, as a name. */
  signatory: string;
  issuedOn: string;
}

/** A document: its title and paragraphs, each a line or a list of lines. */
export interface DocumentText {
  title: string;
  paragraphs: string[];
}

/** 2026-03-16 → 16/03/2026. */
export const frenchDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const employerLine = ({ legalName, address, postalCode, city, siret, siren }: EmployerFacts): string =>
  [legalName, address.replace(/\s*\n\s*/g, ', '), [postalCode, city].filter(Boolean).join(' '), siret ? `SIRET ${siret}` : siren ? `SIREN ${siren}` : '']
    .filter((part) => part !== '')
    .join(', ');

const jobLine = (job: JobHeld, until: string | undefined): string => {
  const end = job.to ?? until;
  return end ? `${job.title}, du ${frenchDate(job.from)} au ${frenchDate(end)}` : `${job.title}, depuis le ${frenchDate(job.from)}`;
};

/** The portabilité of health and provident cover (CSS L911-8; C. trav. D1234-6). */
export const PORTABILITY_MENTION =
  "Le salarié peut conserver le bénéfice des garanties de complémentaire santé et de prévoyance appliquées dans l'entreprise (portabilité, article L911-8 du Code de la sécurité sociale), dans les conditions prévues par ce texte.";

const closing = (facts: DocumentFacts): string[] => [`Fait à ${facts.employer.city}, le ${frenchDate(facts.issuedOn)}.`, `${facts.signatory}, pour l'employeur`];

/** The certificat de travail of an employee who has an exit date. */
export function certificatText(facts: DocumentFacts & { exitDate: string }): DocumentText {
  return {
    title: 'Certificat de travail',
    paragraphs: [
      `Employeur : ${employerLine(facts.employer)}.`,
      `Nous certifions que ${facts.firstName} ${facts.lastName} a été employé(e) dans notre entreprise du ${frenchDate(facts.hireDate)} au ${frenchDate(facts.exitDate)} (préavis inclus, effectué ou non).`,
      'Emplois occupés :',
      ...facts.jobs.map((job) => `- ${jobLine(job, facts.exitDate)}`),
      PORTABILITY_MENTION,
      ...closing(facts),
    ],
  };
}

/** The attestation d'emploi of a current employee. */
export function attestationText(facts: DocumentFacts): DocumentText {
  const current = facts.jobs.at(-1);
  return {
    title: "Attestation d'emploi",
    paragraphs: [
      `Employeur : ${employerLine(facts.employer)}.`,
      `Nous attestons que ${facts.firstName} ${facts.lastName} est employé(e) dans notre entreprise depuis le ${frenchDate(facts.hireDate)}${current ? `, en qualité de ${current.title}` : ''}.`,
      'Cette attestation est délivrée à la demande de l’intéressé(e) pour servir et valoir ce que de droit.',
      ...closing(facts),
    ],
  };
}

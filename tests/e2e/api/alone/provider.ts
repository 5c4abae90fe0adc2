/** The OpenID provider beside the server of the journeys that run alone (setup.ts). */
export const PROVIDER = {
  name: 'Annuaire Effectif',
  /** Logins it knows: the demo employee by her work e-mail, and a stranger no account has. */
  employee: 'emilie',
  stranger: 'stranger',
} as const;

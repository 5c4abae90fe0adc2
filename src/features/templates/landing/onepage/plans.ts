/** Pricing cards: the price a month (euro cents) and the team accounts of each plan. */
export const PLANS = [
  { id: 'lite', monthlyCents: 999, teamAccounts: 1 },
  { id: 'professional', monthlyCents: 2999, teamAccounts: 3 },
  { id: 'enterprise', monthlyCents: 3999, teamAccounts: 5, salePercent: 25 },
  { id: 'unlimited', monthlyCents: 4999, teamAccounts: 'unlimited' },
] as const satisfies readonly {
  id: string;
  monthlyCents: number;
  teamAccounts: number | 'unlimited';
  salePercent?: number;
}[];

export type Plan = (typeof PLANS)[number];

/** What every plan includes, whatever its price. */
export const PLAN_ALLOWANCES = { projects: 3, customers: 299, ftpLogins: 5 } as const;

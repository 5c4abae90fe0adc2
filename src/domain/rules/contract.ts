import { ERROR_CODES } from '../common';
import { FIXED_TERM_CONTRACTS } from '../hr/employee';

/** The employee's contract dates, checked as the employee schema does, for either backend. */

export interface ContractProblem {
  field: 'contractEndDate' | 'exitDate';
  code: typeof ERROR_CODES.endDateRequired | typeof ERROR_CODES.exitBeforeHire | typeof ERROR_CODES.contractEndBeforeHire;
}

/**
 * A fixed-term contract (CDD, stage, alternance, intérim) needs its end date; the
 * contract does not end before the hire date; nobody leaves before being hired.
 */
export function contractProblems(employee: {
  contractType: string;
  contractEndDate?: string;
  hireDate: string;
  exitDate?: string;
}): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const fixedTerm = FIXED_TERM_CONTRACTS.some((type) => type === employee.contractType);
  if (fixedTerm && !employee.contractEndDate) {
    problems.push({ field: 'contractEndDate', code: ERROR_CODES.endDateRequired });
  }
  if (employee.contractEndDate && employee.contractEndDate < employee.hireDate) {
    problems.push({ field: 'contractEndDate', code: ERROR_CODES.contractEndBeforeHire });
  }
  if (employee.exitDate && employee.exitDate < employee.hireDate) {
    problems.push({ field: 'exitDate', code: ERROR_CODES.exitBeforeHire });
  }
  return problems;
}

/** The days an employee works for the enterprise: from the hire date to the earlier of the contract's end and the exit. */
export interface ContractSpan {
  from: string;
  to?: string;
}

export function contractSpan(employee: { hireDate: string; contractEndDate?: string; exitDate?: string }): ContractSpan {
  const ends = [employee.contractEndDate, employee.exitDate].filter((date): date is string => date !== undefined).sort();
  return ends.length > 0 ? { from: employee.hireDate, to: ends[0] } : { from: employee.hireDate };
}

/**
 * Which end of a dated record falls outside the contract: `start` before the hire date,
 * `end` (or `start`, for a one-day record) after its end; undefined when inside. An open
 * end is not checked: it closes with the contract.
 */
export function outsideContract(span: ContractSpan, start: string, end?: string): 'start' | 'end' | undefined {
  if (start < span.from) return 'start';
  if (span.to === undefined) return undefined;
  if (start > span.to) return 'start';
  return end !== undefined && end > span.to ? 'end' : undefined;
}

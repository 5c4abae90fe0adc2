import { ERROR_CODES } from '../common';
import { FIXED_TERM_CONTRACTS } from '../hr/employee';

/** The employee's contract dates, checked as the employee schema does, for either backend. */

export interface ContractProblem {
  field: 'contractEndDate' | 'exitDate';
  code: typeof ERROR_CODES.endDateRequired | typeof ERROR_CODES.exitBeforeHire | typeof ERROR_CODES.dateOrder;
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
    problems.push({ field: 'contractEndDate', code: ERROR_CODES.dateOrder });
  }
  if (employee.exitDate && employee.exitDate < employee.hireDate) {
    problems.push({ field: 'exitDate', code: ERROR_CODES.exitBeforeHire });
  }
  return problems;
}

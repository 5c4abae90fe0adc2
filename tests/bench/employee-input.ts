/** The fields of an employee's input the benches copy from a stored employee to create another. */
const INPUT_FIELDS = ['firstName', 'lastName', 'gender', 'birthDate', 'nationalityCountryId', 'dependants', 'address', 'cityId', 'phone', 'hireDate', 'contractType', 'contractEndDate', 'status'];

/** A create's input made from a stored employee (its work e-mail left for the caller, who must make it unique). */
export const employeeInputOf = (stored: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(INPUT_FIELDS.filter((field) => stored[field] !== undefined).map((field) => [field, stored[field]]));

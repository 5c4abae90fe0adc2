import { departmentInputSchema } from '@/domain/hr/organisation';
import { unitForm } from '../toolkit/unit-form';

export const departmentForm = unitForm('department', departmentInputSchema, 'direction');

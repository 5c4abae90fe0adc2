import { serviceInputSchema } from '@/domain/hr/organisation';
import { unitForm } from '../toolkit/unit-form';

export const serviceForm = unitForm('service', serviceInputSchema, 'department');

import { directionInputSchema } from '@/domain/hr/organisation';
import { unitForm } from '../toolkit/unit-form';

export const directionForm = unitForm('direction', directionInputSchema, 'enterprise');

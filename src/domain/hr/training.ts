import { z } from 'zod';
import { isoDate, recordMeta, ref, text } from '../common';

/** Formation: a training an employee follows on a day. */
export const trainingInputSchema = z.object({
  title: text(120),
  employeeId: ref,
  date: isoDate,
});
export const trainingSchema = trainingInputSchema.extend(recordMeta.shape);
export type TrainingInput = z.infer<typeof trainingInputSchema>;
export type Training = z.infer<typeof trainingSchema>;

import { z } from 'zod';
import { ERROR_CODES, anyText, optionalText, recordMeta, ref, text } from '../common';
import { isCountryCode } from '../country-codes';

/** Pays: every ISO 3166-1 country; its name is shown in the user's language. */
export const countryInputSchema = z.object({
  code: z
    .string({ error: ERROR_CODES.required })
    .regex(/^[A-Z]{2}$/, { error: ERROR_CODES.invalidCode })
    .refine(isCountryCode, { error: ERROR_CODES.unknownCountryCode }),
  /** The name in each of the nine languages, by language code (ar, ch, en, fr, ...). */
  names: z.record(z.string(), anyText(120)),
  active: z.boolean({ error: ERROR_CODES.invalidType }),
});
export const countrySchema = countryInputSchema.extend(recordMeta.shape);
export type CountryInput = z.infer<typeof countryInputSchema>;
export type Country = z.infer<typeof countrySchema>;

/** Ville: unique on (name, postal code, country). */
export const cityInputSchema = z.object({
  name: text(120),
  countryId: ref,
  postalCode: optionalText(12),
  region: optionalText(120),
});
export const citySchema = cityInputSchema.extend(recordMeta.shape);
export type CityInput = z.infer<typeof cityInputSchema>;
export type City = z.infer<typeof citySchema>;

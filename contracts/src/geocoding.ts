// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { noControlCharacters } from './control-characters.js';

/** SPEC §5: what the clinic and patient forms show when a postcode cannot be located. */
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found. Please check details.';
export const POSTCODE_REQUIRED_MESSAGE = 'Please enter a postcode.';
export const POSTCODE_INVALID_MESSAGE = 'Please enter a valid UK postcode.';
export const GEOCODER_UNAVAILABLE_MESSAGE =
  'The postcode lookup service is unavailable. Please try again later.';
/**
 * A well-formed postcode that this server cannot locate: it is not in the `postcodes` table and no outside
 * geocoder is configured (issue 17). Says who can fix it, and how, in the words of the clinician who reads
 * it: the command and the setting are in the README, for the administrator.
 */
export const POSTCODE_DIRECTORY_LIMITED_MESSAGE =
  "This postcode is not in this server's postcode directory, which is limited. Please ask your RefNet " +
  'administrator to complete it by importing the ONS Postcode Directory or connecting a postcode lookup ' +
  'service.';

/** SPEC §7.2 POST /get-gps/. */
export const getGpsRequestSchema = z.object({
  postCode: z
    .string()
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, POSTCODE_REQUIRED_MESSAGE),
      z.maxLength(16, POSTCODE_INVALID_MESSAGE),
    ),
});
export type GetGpsRequest = z.infer<typeof getGpsRequestSchema>;

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type Coordinates = z.infer<typeof coordinatesSchema>;
export const getGpsResponseSchema = coordinatesSchema;
export type GetGpsResponse = Coordinates;

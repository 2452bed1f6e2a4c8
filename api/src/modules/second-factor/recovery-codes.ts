import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
} from '@refnet/contracts/second-factor';
import type { SecondFactorKeys } from './keys.js';

const newCode = () =>
  Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');

/** Ten new codes: `shown` (formatted) go to the person once, `hashes` to the database. */
export function newRecoveryCodes(keys: SecondFactorKeys): { shown: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return {
    shown: [...codes].map(formatRecoveryCode),
    hashes: [...codes].map((code) => keys.hashRecoveryCode(code)),
  };
}

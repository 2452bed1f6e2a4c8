import { VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import type { FormRule } from '@refnet/shared-ui/forms';

/** The confirmation must equal the form's `passwordName` field (SPEC §5 "Passwords do not match!"). */
export const passwordsMatch =
  (passwordName = 'password'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if ((value ?? '') !== (getFieldValue(passwordName) ?? '')) {
        throw new Error(VALIDATION_MESSAGES.passwordsDoNotMatch);
      }
    },
  });

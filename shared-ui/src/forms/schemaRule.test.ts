/** @jest-environment node */
import { VALIDATION_MESSAGES, emailField, profileDobField } from '@refnet/contracts/accounts';
import { schemaRule } from './schemaRule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (rule: ReturnType<typeof schemaRule>) => (rule as { validator: Validator }).validator;

describe('schemaRule', () => {
  it('passes a valid value', async () => {
    await expect(validatorOf(schemaRule(emailField))({}, 'ada@example.org')).resolves.toBeUndefined();
  });

  it('rejects with the contract message, checking an empty field as the empty string', async () => {
    await expect(validatorOf(schemaRule(emailField))({}, undefined)).rejects.toThrow(
      VALIDATION_MESSAGES.emailRequired,
    );
    await expect(validatorOf(schemaRule(profileDobField))({}, '1890-01-01')).rejects.toThrow(
      VALIDATION_MESSAGES.profileAgeOutOfRange,
    );
  });
});

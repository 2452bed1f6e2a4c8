/** @jest-environment node */
import {
  formatRecoveryCode,
  loginSecondFactorRequestSchema,
  recoveryCodeField,
  secondFactorCodeField,
  secondFactorProofSchema,
  SECOND_FACTOR_TEXTS,
} from './second-factor';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('second-factor fields', () => {
  it('reads a code with spaces as its six digits, and refuses anything else in words', () => {
    expect(secondFactorCodeField.parse(' 123 456 ')).toBe('123456');
    for (const wrong of ['12345', '1234567', 'abcdef', '']) {
      expect(firstMessage(secondFactorCodeField.safeParse(wrong))).toBe(SECOND_FACTOR_TEXTS.codeInvalid);
    }
  });

  it('reads a recovery code in either case, with or without hyphens, from the clear alphabet only', () => {
    expect(recoveryCodeField.parse('ABCD-EFGH-JK')).toBe('abcdefghjk');
    expect(recoveryCodeField.parse('abcd efgh jk')).toBe('abcdefghjk');
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcd-efgh-jk');
    // 0, 1, i, l and o are left out: they are mistaken for one another.
    expect(firstMessage(recoveryCodeField.safeParse('abcd-efgh-j0'))).toBe(
      SECOND_FACTOR_TEXTS.recoveryCodeInvalid,
    );
    expect(firstMessage(recoveryCodeField.safeParse('abcd-efgh'))).toBe(
      SECOND_FACTOR_TEXTS.recoveryCodeInvalid,
    );
  });

  it('takes exactly one proof: a code or a recovery code', () => {
    expect(secondFactorProofSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(secondFactorProofSchema.safeParse({ recoveryCode: 'abcd-efgh-jk' }).success).toBe(true);
    expect(firstMessage(secondFactorProofSchema.safeParse({}))).toBe(SECOND_FACTOR_TEXTS.proofMissing);
    expect(
      firstMessage(secondFactorProofSchema.safeParse({ code: '123456', recoveryCode: 'abcd-efgh-jk' })),
    ).toBe(SECOND_FACTOR_TEXTS.proofMissing);
  });

  it('refuses a challenge that cannot be one, saying to sign in again', () => {
    const result = loginSecondFactorRequestSchema.safeParse({ challenge: 'short', code: '123456' });
    expect(firstMessage(result)).toBe(SECOND_FACTOR_TEXTS.challengeInvalid);
  });
});

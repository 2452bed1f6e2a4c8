/** @jest-environment node */
import { patientFixture } from '../testing/patients';
import {
  INSURANCE_POLICY_MISSING_TEXT,
  patientInsurance,
  patientMatchesName,
  SELF_PAYER_TEXT,
} from './patientText';

describe('patientInsurance', () => {
  it('says Self payer for a self-payer', () => {
    expect(patientInsurance(patientFixture({ isSelfPayer: true }))).toBe(SELF_PAYER_TEXT);
    expect(SELF_PAYER_TEXT).toBe('Self payer');
  });

  it('names the policy, the Standard one by its provider alone', () => {
    const standard = { id: 11, provider: 'Bupa', policyName: 'Standard', verified: true };
    const gold = { id: 12, provider: 'AXA Health', policyName: 'Gold', verified: true };
    expect(patientInsurance(patientFixture({ isSelfPayer: false, insurancePolicy: standard }))).toBe('Bupa');
    expect(patientInsurance(patientFixture({ isSelfPayer: false, insurancePolicy: gold }))).toBe(
      'AXA Health – Gold',
    );
  });

  it('says the policy is missing when an insured patient has none', () => {
    expect(patientInsurance(patientFixture({ isSelfPayer: false, insurancePolicy: null }))).toBe(
      INSURANCE_POLICY_MISSING_TEXT,
    );
  });
});

describe('patientMatchesName', () => {
  const john = patientFixture({ title: 'Mr', firstName: 'John', lastName: 'Smith' });

  it.each(['', 'john', 'SMITH', 'mr john', ' John   Smith ', 'oh'])(
    'finds Mr John Smith by "%s"',
    (query) => {
      expect(patientMatchesName(john, query)).toBe(true);
    },
  );

  it.each(['jane', 'smith john', 'john@example.org'])('does not find him by "%s"', (query) => {
    expect(patientMatchesName(john, query)).toBe(false);
  });
});

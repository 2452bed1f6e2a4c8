/** @jest-environment node */
import { patientFixture } from '@refnet/shared-ui/testing';
import { AGREEMENTS } from '@refnet/shared-ui/testing';
import { anonymisedPatientFixture, receivedReferral } from '../testing/referralFixtures';
import { patientView } from './patientView';
import { randomPatientPlaceholders } from './patientPlaceholders';

describe('patientView', () => {
  it('shows the full record outside the Pending and Open views', () => {
    expect(patientView(receivedReferral('Accepted'))).toEqual({
      kind: 'shown',
      name: 'Mr John Smith',
      dob: '02/04/1980',
      sex: 'Male',
      insurance: 'Self-payer',
      email: 'john@example.org',
      phone: '+44 20 7946 0000',
      address: '1 Praed St, London, W2 1NY',
    });
  });

  it('names a patient whose details are in an image by the placeholder id', () => {
    const patient = patientFixture({ id: 42, detailsInImage: true });
    expect(patientView(receivedReferral('Booked', { patient }))).toMatchObject({ name: 'PX_IMG_00042' });
  });

  it('keeps only sex and insurance of an anonymised patient', () => {
    const patient = anonymisedPatientFixture({ isSelfPayer: false, insurancePolicy: AGREEMENTS[1]! });
    expect(patientView(receivedReferral('Pending', { patient }))).toEqual({
      kind: 'private',
      sex: 'Male',
      insurance: 'AXA Health',
    });
  });

  it('never shows a full record in the Pending or Open view', () => {
    for (const view of ['Pending', 'Open'] as const) {
      expect(patientView(receivedReferral(view, { patient: patientFixture() })).kind).toBe('private');
    }
  });
});

describe('randomPatientPlaceholders', () => {
  it('makes plausible values of every private field', () => {
    const values = randomPatientPlaceholders();
    expect(values.name).toMatch(/^(Mr|Mrs|Ms|Dr) \w+ \w+$/);
    expect(values.dob).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(values.email).toMatch(/^[a-z.]+\d\d@example\.com$/);
    expect(values.phone).toMatch(/^\+44 7\d{3} \d{6}$/);
    expect(values.address).toMatch(/^\d+ [A-Za-z ]+, \w+, [A-Z]{2}\d+ \d[A-Z]{2}$/);
  });

  it('differ from one referral to the next', () => {
    const made = new Set(Array.from({ length: 5 }, () => JSON.stringify(randomPatientPlaceholders())));
    expect(made.size).toBeGreaterThan(1);
  });
});

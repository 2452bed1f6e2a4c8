/** @jest-environment node */
import {
  INSURANCE_UNSET,
  PATIENT_EARLIEST_DOB,
  PATIENT_MESSAGES,
  insuranceChoiceField,
  patientDobField,
} from './patient-form';
import { MAX_ROW_ID, VALIDATION_MESSAGES } from './validation';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('patientDobField', () => {
  beforeEach(() => {
    // 10 March 2026, 23:30 in London (GMT): still the 10th there.
    jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('takes a patient who is 18 today, by their exact age in the UK', () => {
    expect(patientDobField.parse('2008-03-10')).toBe('2008-03-10');
  });

  it('refuses a patient whose 18th birthday is tomorrow', () => {
    expect(firstMessage(patientDobField.safeParse('2008-03-11'))).toBe(PATIENT_MESSAGES.under18);
  });

  it('follows the UK date, not UTC, in summer', () => {
    // 30 June 2026, 23:30 UTC is already 1 July in London.
    jest.setSystemTime(new Date('2026-06-30T23:30:00Z'));
    expect(patientDobField.parse('2008-07-01')).toBe('2008-07-01');
    expect(firstMessage(patientDobField.safeParse('2008-07-02'))).toBe(PATIENT_MESSAGES.under18);
  });

  it(`takes dates from ${PATIENT_EARLIEST_DOB} and refuses earlier ones as no date of birth`, () => {
    expect(patientDobField.parse(PATIENT_EARLIEST_DOB)).toBe(PATIENT_EARLIEST_DOB);
    for (const dob of ['1899-12-31', '0000-01-01', '0001-01-01']) {
      expect(firstMessage(patientDobField.safeParse(dob))).toBe(VALIDATION_MESSAGES.dobRequired);
    }
  });

  it('refuses dates that do not exist', () => {
    for (const dob of ['', '1990-02-30', '10/03/1990']) {
      expect(firstMessage(patientDobField.safeParse(dob))).toBe(VALIDATION_MESSAGES.dobRequired);
    }
  });
});

describe('insuranceChoiceField', () => {
  it('reads plain digits, from a form or JSON', () => {
    expect(insuranceChoiceField.parse('0')).toBe(0);
    expect(insuranceChoiceField.parse('12')).toBe(12);
    expect(insuranceChoiceField.parse(12)).toBe(12);
    expect(insuranceChoiceField.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('reads anything else as not chosen, with its message', () => {
    for (const value of [
      undefined,
      '',
      String(INSURANCE_UNSET),
      '0x1',
      '1e0',
      ' 1',
      '1 ',
      '1.5',
      1.5,
      '+1',
      'Bupa',
      true,
      String(MAX_ROW_ID + 1),
    ]) {
      expect(firstMessage(insuranceChoiceField.safeParse(value))).toBe(PATIENT_MESSAGES.insuranceRequired);
    }
  });
});

/** @jest-environment node */
import {
  INSURANCE_UNSET,
  PATIENT_EARLIEST_DOB,
  PATIENT_MESSAGES,
  insuranceChoiceField,
  patientDobField,
  patientPhoneField,
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

  it(`takes dates from ${PATIENT_EARLIEST_DOB} and asks to check the year of earlier ones`, () => {
    expect(patientDobField.parse(PATIENT_EARLIEST_DOB)).toBe(PATIENT_EARLIEST_DOB);
    for (const dob of ['1899-12-31', '31/12/1899', '0001-01-01']) {
      expect(firstMessage(patientDobField.safeParse(dob))).toBe(PATIENT_MESSAGES.dobBefore1900);
    }
  });

  it('takes the UK format as typed and keeps yyyy-mm-dd', () => {
    expect(patientDobField.parse('10/03/1990')).toBe('1990-03-10');
    expect(patientDobField.parse('1/3/1990')).toBe('1990-03-01');
    expect(patientDobField.parse('10/03/2008')).toBe('2008-03-10');
  });

  it('asks for a date when there is none, and says when a date does not exist', () => {
    expect(firstMessage(patientDobField.safeParse(' '))).toBe(VALIDATION_MESSAGES.dobRequired);
    for (const dob of ['31/02/2000', '1990-02-30', '0000-01-01', '10/13/1990', '1990', 'yesterday']) {
      expect({ dob, message: firstMessage(patientDobField.safeParse(dob)) }).toEqual({
        dob,
        message: VALIDATION_MESSAGES.dobNotADate,
      });
    }
  });

  it('says a date after today is in the future, not that the patient is under 18', () => {
    for (const dob of ['01/01/2999', '2999-01-01', '11/03/2026']) {
      expect(patientDobField.safeParse(dob).error?.issues.map((issue) => issue.message)).toEqual([
        VALIDATION_MESSAGES.dobInFuture,
      ]);
    }
    expect(firstMessage(patientDobField.safeParse('10/03/2026'))).toBe(PATIENT_MESSAGES.under18);
  });
});

describe('patientPhoneField', () => {
  it('takes a UK number as dialled and keeps it in E.164', () => {
    expect(patientPhoneField.parse(' 07700 900123 ')).toBe('+447700900123');
    expect(patientPhoneField.parse('+44 7700 900123')).toBe('+447700900123');
    expect(patientPhoneField.parse('+447700900123')).toBe('+447700900123');
  });

  it('asks for a number when there is none, and refuses one that cannot be a phone number', () => {
    expect(firstMessage(patientPhoneField.safeParse(''))).toBe(PATIENT_MESSAGES.phoneRequired);
    expect(firstMessage(patientPhoneField.safeParse('0207'))).toBe(VALIDATION_MESSAGES.phoneInvalid);
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

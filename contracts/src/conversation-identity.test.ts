/** @jest-environment node */
import {
  containsNhsNumber,
  findPatientIdentity,
  identityFindingWords,
  isValidNhsNumber,
  type PatientIdentity,
} from './conversation-identity';
import { CONVERSATION_MESSAGES, parseTimelineCursor, postMessageRequestSchema } from './conversation-calls';

const PATIENT: PatientIdentity = { firstName: 'Ann', lastName: "O'Brien-Smith", dob: '1968-03-04' };

describe('findPatientIdentity', () => {
  test.each([
    ['Ann called this morning.', ['name']],
    ['spoke to ANN', ['name']],
    ["Mrs O'Brien-Smith is worried.", ['name']],
    ['Mrs O’Brien-Smith is worried.', ['name']],
    ['Mrs O’Brien–Smith is worried.', ['name']],
    ['Born 04/03/1968.', ['dob']],
    ['Born 4/3/1968.', ['dob']],
    ['Born 04-03-1968.', ['dob']],
    ['Born 04.03.1968.', ['dob']],
    ['Born 4/3/68.', ['dob']],
    ['dob 1968-03-04', ['dob']],
    ['Born 4 March 1968', ['dob']],
    ['Born 4th March 1968', ['dob']],
    ['Born 04 Mar 1968', ['dob']],
    ['Born 4 mar. 1968', ['dob']],
    ['Born 4th of March 1968', ['dob']],
    ['Born March 4, 1968', ['dob']],
    ['NHS 943 476 5919', ['nhsNumber']],
    ['NHS 943-476-5919', ['nhsNumber']],
    ['NHS:9434765919.', ['nhsNumber']],
    ['Ann, 4/3/1968, 9434765919', ['name', 'dob', 'nhsNumber']],
  ])('%s → %j', (text, expected) => {
    expect(findPatientIdentity(text, PATIENT)).toEqual(expected);
  });

  test.each([
    'Annual review due.',
    'Joanne rang.',
    'Smith will see them.',
    'Seen 04/03/2024 and 05/03/1968.',
    'Born 04/03/19680.',
    '04/03-1968 is not one date',
    'March 1968',
    'Reference 9434765918.',
    'Call 020 7946 0000.',
    '12345678901234',
    '',
  ])('%s → nothing', (text) => {
    expect(findPatientIdentity(text, PATIENT)).toEqual([]);
  });

  test('a one-letter name is not looked for; without the patient only NHS numbers are', () => {
    expect(findPatientIdentity('Plan A then B.', { ...PATIENT, firstName: 'A', lastName: 'B' })).toEqual([]);
    expect(findPatientIdentity('Ann 4/3/1968 9434765919', null)).toEqual(['nhsNumber']);
  });

  test('names with characters regular expressions treat specially are matched literally', () => {
    const odd = { ...PATIENT, firstName: 'Jo (Joanna)', lastName: 'Li.' };
    expect(findPatientIdentity('Ask Jo (Joanna) today', odd)).toEqual(['name']);
    expect(findPatientIdentity('Ask Jo Joanna today', odd)).toEqual([]);
  });
});

describe('NHS numbers', () => {
  test('the modulus 11 check digit', () => {
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('9434765918')).toBe(false);
    // Check digit 11 is written 0.
    expect(isValidNhsNumber('4010232110')).toBe(true);
    expect(isValidNhsNumber('4010232137')).toBe(true);
    // A remainder giving 10 is never a valid number.
    expect(isValidNhsNumber('1000000010')).toBe(false);
    expect(isValidNhsNumber('943476591')).toBe(false);
  });

  test('a valid number among invalid ones is found', () => {
    expect(containsNhsNumber('1111111111 or 943 476 5919')).toBe(true);
    expect(containsNhsNumber('1111111112')).toBe(false);
  });
});

test('identityFindingWords', () => {
  expect(identityFindingWords(['name'])).toBe('name');
  expect(identityFindingWords(['name', 'dob'])).toBe('name and date of birth');
  expect(identityFindingWords(['name', 'dob', 'nhsNumber'])).toBe('name, date of birth and NHS number');
});

describe('the message request and the timeline cursor', () => {
  test('a message is trimmed, required and at most 5000 characters', () => {
    expect(postMessageRequestSchema.parse({ body: '  Hello \n' })).toEqual({ body: 'Hello' });
    const messages = (body: string) =>
      postMessageRequestSchema.safeParse({ body }).error?.issues.map((issue) => issue.message);
    expect(messages('  ')).toEqual([CONVERSATION_MESSAGES.bodyMissing]);
    expect(messages('x'.repeat(5001))).toEqual([CONVERSATION_MESSAGES.bodyTooLong]);
    expect(messages('x'.repeat(5000))).toBeUndefined();
  });

  test('cursors: only real instants and row ids', () => {
    expect(parseTimelineCursor('2026-03-14T09:05:01.123456Z_1_42')).toEqual({
      at: '2026-03-14T09:05:01.123456Z',
      rank: 1,
      id: 42,
    });
    for (const bad of [
      '2026-02-31T09:05:01.123456Z_1_42',
      '2026-03-14T25:05:01.123456Z_1_42',
      '2026-03-14T09:05:01.123456Z_3_42',
      '2026-03-14T09:05:01.123456Z_1_9999999999',
      '2026-03-14T09:05:01Z_1_42',
      'anything',
    ]) {
      expect(parseTimelineCursor(bad)).toBeNull();
    }
  });
});

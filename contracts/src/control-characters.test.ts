/** @jest-environment node */
import { loginRequestSchema } from './auth';
import { getGpsRequestSchema } from './geocoding';
import { passwordUpdateRequestSchema } from './password';
import { patientFormSchema } from './patient-form';
import { patientPageQuerySchema } from './patient-pages';
import { contactListSchema } from './profile';
import { mainDescriptionField, patientHistoryField } from './referral-calls';
import { checkClinicRequestSchema } from './registration';
import { featureRequestSchema, helpRequestSchema } from './support';
import {
  VALIDATION_MESSAGES,
  clinicianDescriptionField,
  emailField,
  newPasswordField,
  optionalClinicianDescriptionField,
  optionalEmailField,
  optionalText,
  requiredText,
} from './validation';

const MESSAGE = VALIDATION_MESSAGES.controlCharacters;

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}
const messagesOf = (schema: Parser, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** Every C0 control character, U+0000 to U+001F, and DEL. */
const CONTROL_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) =>
  String.fromCharCode(code),
);
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];
const NOT_LINE_BREAKS_OR_TAB = CONTROL_CHARACTERS.filter(
  (character) => !LINE_BREAKS_AND_TAB.includes(character),
);

const ONE_LINE_FIELDS: [string, Parser, string][] = [
  ['requiredText', requiredText(VALIDATION_MESSAGES.firstNameRequired), 'Ada'],
  ['optionalText', optionalText(), 'Room 4'],
  ['emailField', emailField, 'ada@refnet.test'],
  ['optionalEmailField', optionalEmailField, 'ada@refnet.test'],
  ['newPasswordField', newPasswordField, 'Correct-horse-2026'],
];
const MULTI_LINE_FIELDS: [string, Parser, string][] = [
  ['clinicianDescriptionField', clinicianDescriptionField, 'Physiotherapist'],
  ['optionalClinicianDescriptionField', optionalClinicianDescriptionField, 'Physiotherapist'],
  ['mainDescriptionField', mainDescriptionField, 'Knee pain'],
  ['patientHistoryField', patientHistoryField, 'Fell skiing'],
  ['multi-line requiredText', requiredText('Please enter.', 5000, { multiLine: true }), 'Details'],
];

const codeOf = (character: string) => `U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

describe('the control-character rule', () => {
  it.each(ONE_LINE_FIELDS)(
    '%s refuses every control character, tab and line breaks included',
    (_, schema, text) => {
      for (const character of CONTROL_CHARACTERS) {
        // Inside the text: at either end a tab or line break would only be trimmed away.
        const value = `${text.slice(0, 2)}${character}${text.slice(2)}`;
        expect({ character: codeOf(character), messages: messagesOf(schema, value) }).toStrictEqual({
          character: codeOf(character),
          messages: [MESSAGE],
        });
      }
    },
  );

  it.each(MULTI_LINE_FIELDS)(
    '%s refuses control characters but keeps tabs and line breaks',
    (_, schema, text) => {
      for (const character of NOT_LINE_BREAKS_OR_TAB) {
        expect({
          character: codeOf(character),
          messages: messagesOf(schema, `${text}${character}.`),
        }).toStrictEqual({
          character: codeOf(character),
          messages: [MESSAGE],
        });
      }
      const laidOut = `${text}:\r\n\t- one\n\t- two`;
      expect(schema.safeParse(laidOut)).toEqual({ success: true, data: laidOut });
    },
  );

  it('answers with its message alone, even when other checks would fail too', () => {
    expect(messagesOf(emailField, '\u0000')).toStrictEqual([MESSAGE]);
    expect(messagesOf(requiredText('Please enter a name.', 3), 'Ada Lovelace\u0000')).toStrictEqual([
      MESSAGE,
    ]);
    expect(messagesOf(newPasswordField, 'short\u0000')).toStrictEqual([MESSAGE]);
  });

  it('is worded for a person', () => {
    expect(MESSAGE).toBe('Remove the invisible control characters from this field.');
  });

  it('lets other text through, trimmed, and Unicode beyond the control characters', () => {
    expect(requiredText('Please enter a name.').parse('  Zoë O’Brien–Şahin ')).toBe('Zoë O’Brien–Şahin');
    expect(optionalText().parse('')).toBe('');
    expect(optionalText().parse('Room\u00a04')).toBe('Room\u00a04');
    for (const text of ['فاطمة الزهراء', 'אבי כהן', 'Dr 😀 Smile', '李小龍'])
      expect(optionalText().parse(text)).toBe(text);
  });

  it.each([
    ['C1 next line', '\u0085'],
    ['C1 control', '\u009b'],
    ['zero-width no-break space', '\ufeff'],
    ['right-to-left override', '\u202e'],
    ['first-strong isolate', '\u2068'],
    ['lone high surrogate', '\ud800'],
    ['lone low surrogate', '\udfff'],
  ])('refuses a %s in one-line and multi-line text alike', (_, character) => {
    for (const [, schema, text] of [...ONE_LINE_FIELDS, ...MULTI_LINE_FIELDS])
      expect(messagesOf(schema, `${text.slice(0, 2)}${character}${text.slice(2)}`)).toStrictEqual([MESSAGE]);
  });
});

describe('request schemas that take text', () => {
  const nul = '\u0000';
  it.each<[string, Parser, unknown]>([
    ['login username', loginRequestSchema, { username: `ada@refnet.test${nul}`, password: 'x' }],
    ['login password', loginRequestSchema, { username: 'ada@refnet.test', password: `pass${nul}word` }],
    [
      'current password',
      passwordUpdateRequestSchema,
      { currentPassword: nul, newPassword: 'Correct-horse-2026' },
    ],
    ['help message', helpRequestSchema, { subject: 'Help', message: `Line${nul}` }],
    ['help e-mail', helpRequestSchema, { email: `x${nul}@refnet.test`, subject: 'Help', message: 'Text' }],
    ['feature suggestion', featureRequestSchema, { suggestion: `Idea${nul}` }],
    [
      'clinic check address',
      checkClinicRequestSchema,
      { firstLine: `1 High St${nul}`, postcode: 'SW1A 1AA' },
    ],
    ['clinic check postcode', checkClinicRequestSchema, { address: { postcode: `SW1A${nul}1AA` } }],
    ['GPS postcode', getGpsRequestSchema, { postCode: `SW1A${nul}1AA` }],
    ['referral-contact e-mail', contactListSchema, [{ type: 'email', email: `desk${nul}@clinic.test` }]],
    [
      'referral-contact phone',
      contactListSchema,
      [{ type: 'phoneNumber', phoneNumber: `+44 20${nul}7946 0000` }],
    ],
    ['patient e-mail', patientFormSchema, { primaryEmail: `nora${nul}@mail.example` }],
    ['patient phone', patientFormSchema, { primaryPhoneNumber: `+44 7700${nul}900999` }],
    ['patient postcode', patientFormSchema, { postcode: `SW1A${nul}1AA` }],
    ['patient search', patientPageQuerySchema, { search: `Nora${nul}` }],
  ])('%s: refused with the message', (_, schema, value) => {
    expect(messagesOf(schema, value)).toContain(MESSAGE);
  });
});

/** @jest-environment node */
import { registrationText } from './registration-text';

const roles = (...bodies: string[]) => bodies.map((registrationBody) => ({ registrationBody }));

describe('registrationText', () => {
  it('puts the registration body before the number', () => {
    expect(registrationText(roles('GMC'), '7654321')).toBe('GMC 7654321');
  });

  it('does not repeat a body the number already starts with, whatever its case or spacing', () => {
    expect(registrationText(roles('GMC'), 'GMC 7654321')).toBe('GMC 7654321');
    expect(registrationText(roles('GMC'), 'gmc7654321')).toBe('gmc7654321');
    expect(registrationText(roles('HCPC', 'HCPC'), ' HCPC 40100 ')).toBe('HCPC 40100');
  });

  it('names each other body once', () => {
    expect(registrationText(roles('GMC', 'HCPC', 'GMC'), 'GMC 7654321')).toBe('HCPC GMC 7654321');
    expect(registrationText(roles('GMC', 'HCPC'), '7654321')).toBe('GMC, HCPC 7654321');
  });

  it('leaves out what is missing', () => {
    expect(registrationText(roles('GMC'), '')).toBe('GMC');
    expect(registrationText(roles(''), '7654321')).toBe('7654321');
    expect(registrationText([], '')).toBe('');
  });
});

/** @jest-environment node */
import { ApiRequestError } from './errors';
import { requireParams } from './requireParams';

function failureOf(check: () => void): ApiRequestError {
  try {
    check();
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the check to fail');
}

describe('requireParams', () => {
  it('passes when every parameter is present, including 0, empty text and false', () => {
    expect(() =>
      requireParams('updateNotifications', { userProfileId: 0, field: '', value: false }),
    ).not.toThrow();
  });

  it('names the first missing parameter and the operation', () => {
    const error = failureOf(() =>
      requireParams('deletePatient', { pxId: 4, reason: undefined, other: null }),
    );
    expect(error.kind).toBe('missing-parameter');
    expect(error.message).toBe('Required parameter reason was null or undefined when calling deletePatient.');
  });

  it('treats null like undefined', () => {
    const error = failureOf(() => requireParams('acceptReferral', { refId: null }));
    expect(error.message).toBe('Required parameter refId was null or undefined when calling acceptReferral.');
  });
});

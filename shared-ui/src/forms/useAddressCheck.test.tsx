import { act, renderHook } from '@testing-library/react';
import { checkClinic } from '@refnet/shared-ui/accounts';
import { ADDRESS_CHECK_FAILED_MESSAGE, addressCheckMessage, useAddressCheck } from './useAddressCheck';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  checkClinic: jest.fn(),
}));
const checkClinicMock = jest.mocked(checkClinic);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('useAddressCheck', () => {
  it('waits for a postcode', async () => {
    const { result } = renderHook(() =>
      useAddressCheck({ firstLine: '1 Praed St', city: '', postcode: ' ' }),
    );
    await wait(1000);
    expect(result.current).toBe('idle');
    expect(checkClinicMock).not.toHaveBeenCalled();
  });

  it('asks the server about the trimmed address after 1 s', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false });
    const { result } = renderHook(() =>
      useAddressCheck({ firstLine: ' 1 Praed St ', city: '', postcode: 'W2 1NY ' }),
    );
    await wait(1000);
    expect(checkClinicMock).toHaveBeenCalledWith({ firstLine: '1 Praed St', city: '', postcode: 'W2 1NY' });
    expect(result.current).toBe('invalid');
  });
});

describe('addressCheckMessage', () => {
  it("says the form's own not-found words, or that the check failed", () => {
    expect(addressCheckMessage('invalid', 'Address not found')).toBe('Address not found');
    expect(addressCheckMessage('error', 'Address not found')).toBe(ADDRESS_CHECK_FAILED_MESSAGE);
    expect(addressCheckMessage('valid', 'Address not found')).toBeUndefined();
    expect(addressCheckMessage('checking', 'Address not found')).toBeUndefined();
  });
});

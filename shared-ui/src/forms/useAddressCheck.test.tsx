import { act, renderHook } from '@testing-library/react';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
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
    const { result } = renderHook(() => useAddressCheck(' '));
    await wait(1000);
    expect(result.current).toBe('idle');
    expect(checkClinicMock).not.toHaveBeenCalled();
  });

  it('sends the server only the trimmed postcode, after 1 s', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false });
    const { result } = renderHook(() => useAddressCheck('W2 1NY '));
    await wait(999);
    expect(checkClinicMock).not.toHaveBeenCalled();
    await wait(1);
    expect(checkClinicMock).toHaveBeenCalledWith({ postcode: 'W2 1NY' }, expect.anything());
    expect(result.current).toBe('invalid');
  });

  it("reports a postcode the server's limited directory does not list as 'directoryLimited'", async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false, reason: 'directoryLimited' });
    const { result } = renderHook(() => useAddressCheck('M1 1AE'));
    await wait(1000);
    expect(result.current).toBe('directoryLimited');
  });

  it('checks again only when the postcode itself changes', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: true });
    const { result, rerender } = renderHook(({ postcode }) => useAddressCheck(postcode), {
      initialProps: { postcode: 'W2 1NY' },
    });
    await wait(1000);
    rerender({ postcode: ' W2 1NY' });
    await wait(1000);
    expect(checkClinicMock).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('valid');
    rerender({ postcode: 'SW1A 1AA' });
    expect(result.current).toBe('checking');
    await wait(1000);
    expect(checkClinicMock).toHaveBeenCalledTimes(2);
    expect(checkClinicMock).toHaveBeenLastCalledWith({ postcode: 'SW1A 1AA' }, expect.anything());
  });
});

describe('addressCheckMessage', () => {
  it("says the form's own not-found words, or that the check failed", () => {
    expect(addressCheckMessage('invalid', 'Address not found')).toBe('Address not found');
    expect(addressCheckMessage('error', 'Address not found')).toBe(ADDRESS_CHECK_FAILED_MESSAGE);
    expect(addressCheckMessage('valid', 'Address not found')).toBeUndefined();
    expect(addressCheckMessage('checking', 'Address not found')).toBeUndefined();
  });

  it('says the postcode directory is limited, whatever the form calls "not found"', () => {
    expect(addressCheckMessage('directoryLimited', 'Address not found')).toBe(
      POSTCODE_DIRECTORY_LIMITED_MESSAGE,
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
import { RefnetProviders } from '@refnet/shared-ui';
import { checkClinic } from '@refnet/shared-ui/accounts';
import { ClinicFields } from './ClinicFields';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  checkClinic: jest.fn(),
}));
const checkClinicMock = checkClinic as jest.MockedFunction<typeof checkClinic>;

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
});
afterEach(async () => {
  // Flush the fake clock first: React's scheduler posts through a timer-backed MessageChannel.
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  jest.useRealTimers();
});

async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const pause = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

function renderFields(onSubmit = jest.fn(() => true)) {
  render(
    <RefnetProviders>
      <ClinicFields name="Add a clinic" submitLabel="Add clinic" onSubmit={onSubmit} clearOnSubmit />
    </RefnetProviders>,
  );
  return onSubmit;
}

describe('ClinicFields', () => {
  it('checks the upper-cased postcode after a 1 s pause and then allows submitting', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: true });
    const onSubmit = renderFields();
    const submit = screen.getByRole('button', { name: 'Add clinic' });
    expect(submit).toBeDisabled();
    await fill('Centre name', 'St Mary');
    await fill('First line of address', '1 Praed St');
    await fill('City', 'London');
    await fill('Postcode', 'w2 1ny');
    expect(screen.getByLabelText('Postcode')).toHaveValue('W2 1NY');
    await pause(999);
    expect(checkClinicMock).not.toHaveBeenCalled();
    // antd's useWatch reports the last keystroke a tick later.
    await pause(50);
    expect(checkClinicMock).toHaveBeenCalledTimes(1);
    expect(checkClinicMock).toHaveBeenCalledWith({ postcode: 'W2 1NY' }, expect.anything());
    expect(submit).toBeEnabled();
    await user.click(submit);
    await pause(0);
    expect(onSubmit).toHaveBeenCalledWith({
      clinicName: '',
      centreName: 'St Mary',
      address: { firstLine: '1 Praed St', city: 'London', postcode: 'W2 1NY' },
    });
    expect(screen.getByLabelText('Centre name')).toHaveValue('');
  });

  it('does not check again when only the first line or city change', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: true });
    renderFields();
    // antd's useWatch reports the last keystroke a tick later; the 1 s pause starts from there.
    await fill('Postcode', 'W2 1NY');
    await pause(0);
    await pause(1000);
    expect(checkClinicMock).toHaveBeenCalledTimes(1);
    await fill('First line of address', '1 Praed St');
    await fill('City', 'London');
    await pause(0);
    await pause(1000);
    expect(checkClinicMock).toHaveBeenCalledTimes(1);
    expect(checkClinicMock).toHaveBeenCalledWith({ postcode: 'W2 1NY' }, expect.anything());
    expect(screen.getByRole('button', { name: 'Add clinic' })).toBeEnabled();
  });

  it('keeps the postcode focused when the check starts after the first key', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: true });
    renderFields();
    await user.type(screen.getByLabelText('Postcode'), 'w');
    // The check's feedback icon appears now; it must not re-create the input (which would lose focus).
    await pause(0);
    await user.keyboard('2 1ny');
    expect(screen.getByLabelText('Postcode')).toHaveValue('W2 1NY');
    await pause(1000);
  });

  it('shows the SPEC message and blocks submitting when the address is not found', async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false });
    const onSubmit = renderFields();
    await fill('Centre name', 'Nowhere');
    await fill('First line of address', '1 Lost Lane');
    await fill('City', 'Atlantis');
    await fill('Postcode', 'ZZ9 9ZZ');
    await pause(1000);
    expect(await screen.findByText('Address not found. Please check details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add clinic' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says the server's postcode directory is limited, and how to fill it, when it does not list the postcode", async () => {
    checkClinicMock.mockResolvedValue({ addressValid: false, reason: 'directoryLimited' });
    renderFields();
    await fill('Postcode', 'M1 1AE');
    // antd's useWatch reports the last keystroke a tick later; the 1 s pause starts from there.
    await pause(0);
    await pause(1000);
    expect(await screen.findByText(POSTCODE_DIRECTORY_LIMITED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Address not found. Please check details.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add clinic' })).toBeDisabled();
  });
});

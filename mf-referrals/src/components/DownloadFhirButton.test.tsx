import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { downloadReferralFhirBundle } from '@refnet/shared-ui/referrals';
import { DownloadFhirButton, downloadFhirLabel, FHIR_DOWNLOAD_FAILED_TEXT } from './DownloadFhirButton';

jest.mock('@refnet/shared-ui/referrals', () => ({
  ...jest.requireActual('@refnet/shared-ui/referrals'),
  downloadReferralFhirBundle: jest.fn(),
}));
const downloadMock = jest.mocked(downloadReferralFhirBundle);

function renderButton(referralId = 12) {
  render(
    <RefnetProviders>
      <DownloadFhirButton referralId={referralId} />
    </RefnetProviders>,
  );
  return screen.getByRole('button', { name: downloadFhirLabel(referralId) });
}

beforeEach(() => {
  downloadMock.mockReset();
  appStore.set(globalMessageAtom, null);
});

describe('DownloadFhirButton', () => {
  it('is named by its visible words and the referral, with the icon hidden from screen readers', () => {
    const button = renderButton(12);
    expect(button).toHaveAccessibleName('Download as FHIR, referral 12');
    expect(button).toHaveTextContent('Download as FHIR');
    expect(button.querySelector('.anticon-download')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows loading while the file comes, and downloads once however often it is pressed', async () => {
    let finish: (fileName: string) => void = () => undefined;
    downloadMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const button = renderButton(12);
    await userEvent.click(button);
    expect(button).toHaveClass('ant-btn-loading');
    await userEvent.click(button);
    expect(downloadMock).toHaveBeenCalledTimes(1);
    expect(downloadMock).toHaveBeenCalledWith(12);
    await act(async () => finish('refnet-referral-12.fhir.json'));
    expect(button).not.toHaveClass('ant-btn-loading');
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it("shows a refusal's message as a danger message, and may be pressed again", async () => {
    const refusal = new ApiRequestError({
      kind: 'response',
      status: 404,
      message: 'ServiceRequest/12 not found.',
    });
    downloadMock.mockRejectedValueOnce(refusal).mockResolvedValueOnce('refnet-referral-12.fhir.json');
    const button = renderButton(12);
    await userEvent.click(button);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: 'ServiceRequest/12 not found.',
    });
    await userEvent.click(button);
    expect(downloadMock).toHaveBeenCalledTimes(2);
  });

  it('says the download failed when what went wrong has no words', async () => {
    downloadMock.mockRejectedValue('offline');
    await userEvent.click(renderButton());
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: FHIR_DOWNLOAD_FAILED_TEXT,
    });
  });

  it('leaves the session-expired alert of a 401 in place', async () => {
    const expired = { variant: 'danger', message: 'Your session has expired. Please log in again.' } as const;
    downloadMock.mockImplementation(async () => {
      appStore.set(globalMessageAtom, expired);
      throw new ApiRequestError({ kind: 'response', status: 401, message: 'Invalid token.' });
    });
    await userEvent.click(renderButton());
    expect(appStore.get(globalMessageAtom)).toEqual(expired);
  });
});

import { act, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { CLINICIAN_MESSAGES, CLINICIAN_NOT_FOUND_REDIRECT_MS } from '@refnet/contracts/clinicians';
import { ApiRequestError } from '@refnet/shared-ui';
import { ClinicianNotFound } from './ClinicianNotFound';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.mocked(navigateToUrl).mockClear();
});

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('ClinicianNotFound', () => {
  it('says no clinician matches when there is no error or a 404', () => {
    const { rerender } = render(<ClinicianNotFound />);
    expect(screen.getByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.notFoundRedirect);
    rerender(
      <ClinicianNotFound
        error={new ApiRequestError({ kind: 'response', status: 404, message: 'Not found' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.notFoundRedirect);
  });

  it('says the clinician could not be loaded after any other failure', () => {
    render(<ClinicianNotFound error={new Error('offline')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CLINICIAN_MESSAGES.loadFailedRedirect);
  });

  it('offers the clinician search at once and goes there after 5 s', async () => {
    render(<ClinicianNotFound />);
    expect(screen.getByRole('link', { name: 'Go to the clinician search now' })).toHaveAttribute(
      'href',
      '/clinicians',
    );
    await wait(CLINICIAN_NOT_FOUND_REDIRECT_MS - 1);
    expect(navigateToUrl).not.toHaveBeenCalled();
    await wait(1);
    expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
  });

  it('does not go once it is gone', async () => {
    const { unmount } = render(<ClinicianNotFound />);
    unmount();
    await wait(CLINICIAN_NOT_FOUND_REDIRECT_MS);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});

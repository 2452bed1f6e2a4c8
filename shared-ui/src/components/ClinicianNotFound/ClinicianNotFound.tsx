import { Result } from 'antd';
import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { CLINICIAN_MESSAGES, CLINICIAN_NOT_FOUND_REDIRECT_MS } from '@refnet/contracts/clinicians';
import { isApiRequestError } from '@refnet/shared-ui';
import { InAppLink } from '@refnet/shared-ui';

/** SPEC §2.2: "Search our clinicians", the clinicians map. */
export const CLINICIAN_SEARCH_PATH = '/clinicians';

export type ClinicianNotFoundProps = {
  /** Why the clinician could not be loaded; none when the address names no clinician at all. */
  error?: unknown;
};

const messageFor = (error: unknown) =>
  error === undefined || (isApiRequestError(error) && error.status === 404)
    ? CLINICIAN_MESSAGES.notFoundRedirect
    : CLINICIAN_MESSAGES.loadFailedRedirect;

/**
 * A clinician page or referral that cannot show its clinician (SPEC §4, §8): says why, then goes back to
 * the clinicians map after 5 s.
 */
export function ClinicianNotFound({ error }: ClinicianNotFoundProps) {
  useEffect(() => {
    const timer = setTimeout(() => navigateToUrl(CLINICIAN_SEARCH_PATH), CLINICIAN_NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Result
      status="error"
      title={<span role="alert">{messageFor(error)}</span>}
      extra={<InAppLink href={CLINICIAN_SEARCH_PATH}>Go to the clinician search now</InAppLink>}
    />
  );
}

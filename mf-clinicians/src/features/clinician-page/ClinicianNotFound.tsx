import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { CLINICIAN_NOT_FOUND_REDIRECT_MS } from '@refnet/contracts/clinicians';
import { InAppLink } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { CLINICIAN_SEARCH_PATH } from '../../components/clinicianPaths';

/** SPEC §4, §8: says why the clinician cannot be shown, then goes back to the map after 5 s. */
export function ClinicianNotFound({ message }: { message: string }) {
  useEffect(() => {
    const timer = setTimeout(() => navigateToUrl(CLINICIAN_SEARCH_PATH), CLINICIAN_NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Result
      status="error"
      title={<span role="alert">{message}</span>}
      extra={<InAppLink href={CLINICIAN_SEARCH_PATH}>Go to the clinician search now</InAppLink>}
    />
  );
}

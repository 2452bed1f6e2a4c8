import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { Alert } from '@refnet/shared-ui/display';

/** SPEC §8: what the map area says without a key or when Google Maps cannot load. */
export function MapLoadFailed() {
  return <Alert type="error" showIcon title={CLINICIAN_MESSAGES.mapsLoadFailed} />;
}

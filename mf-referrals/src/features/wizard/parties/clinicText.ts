import type { ClinicianCard } from '@refnet/contracts/clinicians';

/** "St Mary’s Hospital (Room 1), Praed St, London, W2 1NY": which of a clinician's clinics this is. */
export function clinicText({ clinic }: ClinicianCard): string {
  const { firstLine, city, postcode } = clinic.address;
  const centre = clinic.clinicName ? `${clinic.centreName} (${clinic.clinicName})` : clinic.centreName;
  return [centre, firstLine, city, postcode].filter(Boolean).join(', ');
}

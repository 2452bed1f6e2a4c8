import type { Clinic, NewClinic } from '@refnet/contracts/accounts';

/** A clinic's heading: 'Room 3, Harley Street Medical Centre', or the centre alone without a room. */
export function clinicTitle({ clinicName, centreName }: Pick<Clinic, 'clinicName' | 'centreName'>): string {
  return clinicName ? `${clinicName}, ${centreName}` : centreName;
}

/** One line describing a clinic being registered: room, centre and address. */
export function describeClinic(clinic: NewClinic): string {
  const { firstLine, city, postcode } = clinic.address;
  return [clinic.clinicName, clinic.centreName, firstLine, city, postcode].filter(Boolean).join(', ');
}

import { serverQuery } from '../data/serverQuery';
import { fetchInsuranceAgreements, fetchJobRoles } from './reference-data';

/** GET /job-roles/ for the data layer (registration, the map's filter, the wizard's chooser). */
export const jobRolesQuery = serverQuery(['/job-roles/'], (options) => fetchJobRoles(options));

/** GET /insurance-agreements/ for the data layer (registration, profile, patient forms, the map's filter). */
export const insuranceAgreementsQuery = serverQuery(['/insurance-agreements/'], (options) =>
  fetchInsuranceAgreements(options),
);

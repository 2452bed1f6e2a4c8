import { serverQuery } from '../data/serverQuery';
import { fetchPatient, fetchPatientList } from './calls';

/** GET /patient/list/ for the data layer (the patients screen, the wizard's patient choices). */
export const patientListQuery = serverQuery(['/patient/list/'], (options) => fetchPatientList(options));

/** GET /patient/{id}/ for the data layer (the edit form, a referral for this patient). */
export const patientQuery = (patientId: number) =>
  serverQuery(['/patient/', patientId], (options) => fetchPatient(patientId, options));

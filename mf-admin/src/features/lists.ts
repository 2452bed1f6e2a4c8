// The five admin lists share their table pieces: one chunk, loaded with the first of them.
export { CliniciansScreen } from './clinicians/CliniciansScreen';
export { InsurersScreen } from './insurers/InsurersScreen';
export { PatientsScreen } from './patients/PatientsScreen';
export { ReferralsScreen } from './referrals/ReferralsScreen';
export { UsersScreen } from './users/UsersScreen';

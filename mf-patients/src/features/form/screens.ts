// The patient form's screens, loaded together on first visit to either.
export { AddPatientScreen } from './AddPatientScreen';
export { EditPatientScreen } from './EditPatientScreen';

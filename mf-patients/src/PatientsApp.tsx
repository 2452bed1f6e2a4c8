import { Suspense } from 'react';
import { lazyScreen, OwnedRoutes } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';

const list = () => import('./features/list/PatientsScreen');
const form = () => import('./features/form/screens');

const PatientsScreen = lazyScreen(list, (m) => m.PatientsScreen);
const AddPatientScreen = lazyScreen(form, (m) => m.AddPatientScreen);
const EditPatientScreen = lazyScreen(form, (m) => m.EditPatientScreen);

/** Screens of the routes mf_patients owns (see ROUTES in contracts), each loaded on first visit. */
const SCREENS = {
  '/patients': PatientsScreen,
  '/patients/add': AddPatientScreen,
  '/patients/:patientId(\\d+)/edit': EditPatientScreen,
};

export function PatientsApp() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <OwnedRoutes owner="mf_patients" screens={SCREENS} />
    </Suspense>
  );
}

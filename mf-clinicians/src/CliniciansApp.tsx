import { Suspense } from 'react';
import { lazyScreen, OwnedRoutes } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';

const search = () => import('./features/search/ClinicianSearchScreen');
const page = () => import('./features/clinician-page/ClinicianPageScreen');

const ClinicianSearchScreen = lazyScreen(search, (m) => m.ClinicianSearchScreen);
const ClinicianPageScreen = lazyScreen(page, (m) => m.ClinicianPageScreen);

/** Screens of the routes mf_clinicians owns (see ROUTES in contracts), each loaded on first visit. */
const SCREENS = {
  '/clinicians': ClinicianSearchScreen,
  '/clinicians/user/:userProfileId(\\d+)': ClinicianPageScreen,
};

export function CliniciansApp() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <OwnedRoutes owner="mf_clinicians" screens={SCREENS} />
    </Suspense>
  );
}

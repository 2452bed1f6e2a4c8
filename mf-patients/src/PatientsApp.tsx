import { OwnedRoutes } from '@refnet/shared-ui';

/** Screens of the routes mf_patients owns (see ROUTES in contracts); each later issue adds its screens here. */
const SCREENS = {};

export function PatientsApp() {
  return <OwnedRoutes owner="mf_patients" screens={SCREENS} />;
}

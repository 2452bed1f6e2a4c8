import { OwnedRoutes } from '@refnet/shared-ui';

/** Screens of the routes mf_clinicians owns (see ROUTES in contracts); each later issue adds its screens here. */
const SCREENS = {};

export function CliniciansApp() {
  return <OwnedRoutes owner="mf_clinicians" screens={SCREENS} />;
}

import { OwnedRoutes } from '@refnet/shared-ui';

/** Screens of the routes mf_admin owns (see ROUTES in contracts); each later issue adds its screens here. */
const SCREENS = {};

export function AdminApp() {
  return <OwnedRoutes owner="mf_admin" screens={SCREENS} />;
}

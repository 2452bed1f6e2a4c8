import { OwnedRoutes } from '@refnet/shared-ui';

/** Screens of the routes mf_referrals owns (see ROUTES in contracts); each later issue adds its screens here. */
const SCREENS = {};

export function ReferralsApp() {
  return <OwnedRoutes owner="mf_referrals" screens={SCREENS} />;
}

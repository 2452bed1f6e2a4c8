import { OwnedRoutes } from '@refnet/shared-ui';
import { LoginScreen } from './features/login/LoginScreen';

/** Screens of the routes mf_auth owns (see ROUTES in contracts). */
const SCREENS = { '/login': LoginScreen };

export function AuthApp() {
  return <OwnedRoutes owner="mf_auth" screens={SCREENS} />;
}

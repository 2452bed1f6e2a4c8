import { Suspense } from 'react';
import { lazyScreen, OwnedRoutes } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';

const lists = () => import('./features/lists');
const addAdmin = () => import('./features/add-admin/AddAdminScreen');
const downloads = () => import('./features/downloads/DownloadScreen');
const apiTokens = () => import('./features/api-tokens/ApiTokensScreen');

const UsersScreen = lazyScreen(lists, (m) => m.UsersScreen);
const CliniciansScreen = lazyScreen(lists, (m) => m.CliniciansScreen);
const PatientsScreen = lazyScreen(lists, (m) => m.PatientsScreen);
const ReferralsScreen = lazyScreen(lists, (m) => m.ReferralsScreen);
const InsurersScreen = lazyScreen(lists, (m) => m.InsurersScreen);
const AddAdminScreen = lazyScreen(addAdmin, (m) => m.AddAdminScreen);
const DownloadScreen = lazyScreen(downloads, (m) => m.DownloadScreen);
const ApiTokensScreen = lazyScreen(apiTokens, (m) => m.ApiTokensScreen);

/** Screens of the routes mf_admin owns (see ROUTES in contracts), each loaded on first visit. */
const SCREENS = {
  '/staff/users': UsersScreen,
  '/staff/clinician-roles': CliniciansScreen,
  '/staff/patients': PatientsScreen,
  '/staff/referrals': ReferralsScreen,
  '/staff/insurers': InsurersScreen,
  '/staff/api-tokens': ApiTokensScreen,
  '/staff/add-admin': AddAdminScreen,
  '/admin/users-list-download': DownloadScreen,
  '/admin/crps-list-download': DownloadScreen,
  '/admin/patients-list-download': DownloadScreen,
  '/admin/referrals-list-download': DownloadScreen,
  '/admin/insurers-list-download': DownloadScreen,
};

export function AdminApp() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <OwnedRoutes owner="mf_admin" screens={SCREENS} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { lazyScreen, OwnedRoutes } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';

const lists = () => import('./features/lists/screens');
const wizard = () => import('./features/wizard/screens');

const InboundReferralsScreen = lazyScreen(lists, (m) => m.InboundReferralsScreen);
const OutboundReferralsScreen = lazyScreen(lists, (m) => m.OutboundReferralsScreen);
const NewReferralScreen = lazyScreen(wizard, (m) => m.NewReferralScreen);
const DirectReferralScreen = lazyScreen(wizard, (m) => m.DirectReferralScreen);
const ChooseClinicianFirstScreen = lazyScreen(wizard, (m) => m.ChooseClinicianFirstScreen);
const PatientSelectedReferralScreen = lazyScreen(wizard, (m) => m.PatientSelectedReferralScreen);

/** Screens of the routes mf_referrals owns (see ROUTES in contracts), each loaded on first visit. */
const SCREENS = {
  '/referrals/inbound': InboundReferralsScreen,
  '/referrals/outbound': OutboundReferralsScreen,
  '/referral/add': NewReferralScreen,
  '/referral/direct-to-clinician': ChooseClinicianFirstScreen,
  '/referral/direct-to-clinician/:clinicianId(\\d+)/add': DirectReferralScreen,
  // Without a patient id the wizard starts at step 0, as /referral/add does.
  '/referral/patient-selected': NewReferralScreen,
  '/referral/patient-selected/:patientId(\\d+)/add': PatientSelectedReferralScreen,
};

export function ReferralsApp() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <OwnedRoutes owner="mf_referrals" screens={SCREENS} />
    </Suspense>
  );
}

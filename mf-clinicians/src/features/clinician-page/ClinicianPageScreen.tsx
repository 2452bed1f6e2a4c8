import { useCallback } from 'react';
import { parseRowId } from '@refnet/contracts/accounts';
import { CLINICIAN_MESSAGES, type ClinicianPageResponse } from '@refnet/contracts/clinicians';
import {
  Flex,
  isApiRequestError,
  PageContainer,
  PageHeading,
  Typography,
  type ScreenProps,
} from '@refnet/shared-ui';
import { fetchClinicianPage } from '@refnet/shared-ui/clinicians';
import { LoadingState, useLoad } from '@refnet/shared-ui/display';
import { ClinicianClinics } from './ClinicianClinics';
import { ClinicianNotFound } from './ClinicianNotFound';
import { ClinicianProfileCard } from './ClinicianProfileCard';

export const LOADING_CLINICIAN_TEXT = 'Loading clinician profiles...';

const failureMessage = (error: unknown) =>
  isApiRequestError(error) && error.status === 404
    ? CLINICIAN_MESSAGES.notFoundRedirect
    : CLINICIAN_MESSAGES.loadFailedRedirect;

/** The clinics shown: every active role profile, or the page's own one when none is listed as active. */
const activeCrps = ({ crp, allCrps }: ClinicianPageResponse) => {
  const active = allCrps.filter((each) => !each.isDeactivated);
  return active.length > 0 ? active : [crp];
};

function ClinicianPage({ userProfileId }: { userProfileId: number }) {
  const load = useCallback(() => fetchClinicianPage(userProfileId), [userProfileId]);
  const loaded = useLoad(load);
  if (loaded.status === 'loading') return <LoadingState text={LOADING_CLINICIAN_TEXT} />;
  if (loaded.status === 'error') return <ClinicianNotFound message={failureMessage(loaded.error)} />;
  return (
    <Flex vertical gap="large">
      <ClinicianProfileCard crp={loaded.data.crp} />
      <section aria-labelledby="clinician-clinics">
        <Typography.Title level={3} id="clinician-clinics" style={{ fontSize: 18 }}>
          Clinics
        </Typography.Title>
        <ClinicianClinics crps={activeCrps(loaded.data)} />
      </section>
    </Flex>
  );
}

/** /clinicians/user/{userProfileId}: Clinician Information (SPEC §2.12). */
export function ClinicianPageScreen({ route, params }: ScreenProps) {
  const userProfileId = parseRowId(params.userProfileId);
  return (
    <PageContainer maxWidth={900}>
      <PageHeading title={route.title} />
      {userProfileId === null ? (
        <ClinicianNotFound message={CLINICIAN_MESSAGES.notFoundRedirect} />
      ) : (
        <ClinicianPage key={userProfileId} userProfileId={userProfileId} />
      )}
    </PageContainer>
  );
}

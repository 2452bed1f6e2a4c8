import { parseRowId } from '@refnet/contracts/accounts';
import { Flex, PageContainer, PageHeading, Typography, type ScreenProps } from '@refnet/shared-ui';
import { fetchClinicianPage } from '@refnet/shared-ui/clinicians';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import { ClinicianNotFound } from '@refnet/shared-ui/display';
import { LoadingClinicians } from '../../components/LoadingClinicians';
import { ClinicianClinics } from './ClinicianClinics';
import { ClinicianProfileCard } from './ClinicianProfileCard';

/** GET /clinician-information/{id}/ for the data layer. */
const clinicianPageQuery = (userProfileId: number) =>
  serverQuery(['/clinician-information/', userProfileId], (options) =>
    fetchClinicianPage(userProfileId, options),
  );

function ClinicianPage({ userProfileId }: { userProfileId: number }) {
  const { loaded } = useServerData(clinicianPageQuery(userProfileId));
  if (loaded.status === 'loading') return <LoadingClinicians />;
  if (loaded.status === 'error') return <ClinicianNotFound error={loaded.error} />;
  return (
    <Flex vertical gap="large">
      <ClinicianProfileCard crp={loaded.data.crp} />
      <section aria-labelledby="clinician-clinics">
        <Typography.Title level={3} id="clinician-clinics" style={{ fontSize: 18 }}>
          Clinics
        </Typography.Title>
        <ClinicianClinics crps={loaded.data.allCrps} />
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
        <ClinicianNotFound />
      ) : (
        <ClinicianPage key={userProfileId} userProfileId={userProfileId} />
      )}
    </PageContainer>
  );
}

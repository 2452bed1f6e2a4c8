import { useState } from 'react';
import { ANY_ID, CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { insuranceAgreementsQuery, jobRolesQuery } from '@refnet/shared-ui/accounts';
import { useServerData } from '@refnet/shared-ui/data';
import { Alert } from '@refnet/shared-ui/display';
import { clinicianListQuery } from '../../components/search/clinicianListQuery';
import { ClinicianResults } from '../../components/search/ClinicianResults';
import { ReferButton } from './ReferButton';
import { DEFAULT_SEARCH_POINT } from '../../components/search/searchPoint';
import { SearchFilters } from './SearchFilters';
import { useJobRoleFilter } from './useJobRoleFilter';
import { useSearchPoint } from './useSearchPoint';

/** /clinicians "Search our clinicians" (SPEC §2.12): filters, then the cards beside the map. */
export function ClinicianSearchScreen({ route }: ScreenProps) {
  const jobRoles = useServerData(jobRolesQuery).loaded;
  const agreements = useServerData(insuranceAgreementsQuery).loaded;
  const role = useJobRoleFilter(jobRoles);
  const [insuranceProviderId, setInsuranceProviderId] = useState<number>(ANY_ID);
  const { point, locationDenied, moveTo } = useSearchPoint();
  const [text, setText] = useState('');
  const [favouriteMarkersOnly, setFavouriteMarkersOnly] = useState(false);
  const request =
    role.filter && point ? { ...role.filter, insuranceProviderId, lat: point.lat, lng: point.lng } : null;
  const search = useServerData(request && clinicianListQuery(request), { keepPrevious: true });

  return (
    <PageContainer>
      <PageHeading title={route.title} />
      {locationDenied && (
        <Alert
          type="warning"
          showIcon
          closable
          title={CLINICIAN_MESSAGES.locationDenied}
          style={{ marginBottom: 16 }}
        />
      )}
      <SearchFilters
        role={role}
        rolesLoading={jobRoles.status === 'loading'}
        agreements={agreements.status === 'ready' ? agreements.data.insuranceAgreements : []}
        agreementsLoading={agreements.status === 'loading'}
        insuranceProviderId={insuranceProviderId}
        onInsuranceChange={setInsuranceProviderId}
        onLocated={moveTo}
        text={text}
        onTextChange={setText}
        favouriteMarkersOnly={favouriteMarkersOnly}
        onFavouriteMarkersOnlyChange={setFavouriteMarkersOnly}
      />
      <ClinicianResults
        search={search}
        focus={point ?? DEFAULT_SEARCH_POINT}
        text={text}
        favouriteMarkersOnly={favouriteMarkersOnly}
        cardAction={(card) => <ReferButton card={card} />}
      />
    </PageContainer>
  );
}

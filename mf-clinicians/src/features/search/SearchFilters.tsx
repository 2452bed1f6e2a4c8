import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { Flex } from '@refnet/shared-ui';
import { JobRoleLevelSelects, type JobRoleLevelTexts } from '@refnet/shared-ui/forms';
import { ClinicianTextFilter } from '../../components/search/ClinicianTextFilter';
import { FavouritesMapToggle } from './FavouritesMapToggle';
import { InsuranceSearchBar } from './InsuranceSearchBar';
import { PostcodeSearch } from './PostcodeSearch';
import type { SearchPoint } from '../../components/search/searchPoint';
import type { JobRoleFilter } from './useJobRoleFilter';

export interface SearchFiltersProps {
  role: JobRoleFilter;
  rolesLoading: boolean;
  agreements: readonly InsuranceAgreement[];
  agreementsLoading: boolean;
  insuranceProviderId: number;
  onInsuranceChange: (insuranceProviderId: number) => void;
  onLocated: (point: SearchPoint) => void;
  text: string;
  onTextChange: (text: string) => void;
  favouriteMarkersOnly: boolean;
  onFavouriteMarkersOnlyChange: (on: boolean) => void;
}

/** An empty level widens the search to everything under the level above. */
const ANY_JOB_ROLE: JobRoleLevelTexts = {
  role: 'Any job role',
  specialty: 'Any specialty',
  subSpecialty: 'Any sub-specialty',
};

/** The search page's filters: what to search for (a new search), then what to show of the answer. */
export function SearchFilters(props: SearchFiltersProps) {
  return (
    <Flex vertical gap="middle" style={{ marginBottom: 24 }}>
      <Flex gap="small" wrap align="start" role="group" aria-label="Search filters">
        <JobRoleLevelSelects
          levels={props.role.levels}
          onChoose={props.role.choose}
          allowClear
          placeholders={ANY_JOB_ROLE}
          loading={props.rolesLoading}
          searchableRoles
        />
        <InsuranceSearchBar
          agreements={props.agreements}
          value={props.insuranceProviderId}
          onChange={props.onInsuranceChange}
          loading={props.agreementsLoading}
        />
        <PostcodeSearch onLocated={props.onLocated} />
      </Flex>
      <Flex gap="middle" wrap align="center">
        <ClinicianTextFilter value={props.text} onChange={props.onTextChange} />
        <FavouritesMapToggle
          checked={props.favouriteMarkersOnly}
          onChange={props.onFavouriteMarkersOnlyChange}
        />
      </Flex>
    </Flex>
  );
}

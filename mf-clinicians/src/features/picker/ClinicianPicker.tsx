import { useMemo, useState } from 'react';
import { ANY_ID, type ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { Flex } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { ClinicianResults } from '../../components/search/ClinicianResults';
import { ClinicianTextFilter } from '../../components/search/ClinicianTextFilter';
import { DEFAULT_SEARCH_POINT, searchPointAt } from '../../components/search/searchPoint';
import { clinicianListQuery } from '../../components/search/clinicianListQuery';
import { SelectButton } from './SelectButton';

/**
 * The referral wizard's clinician step (SPEC §2.11): the search's cards and map for the wizard's job role
 * (its leaf, or the role and specialty chosen so far), insurer and patient, with "Select" on each card.
 * The text filter and the tabs work as on /clinicians.
 */
export function ClinicianPicker({
  jobRoleId,
  jobRoleSelected,
  jobSpecialtySelected,
  insuranceProviderId,
  origin,
  onSelect,
}: ClinicianPickerProps) {
  const [text, setText] = useState('');
  // By coordinates: the parcel's props are new objects on every update, and a new point pans the map.
  const lat = origin?.lat;
  const lng = origin?.lng;
  const point = useMemo(
    () => (lat === undefined || lng === undefined ? DEFAULT_SEARCH_POINT : searchPointAt(lat, lng, 'origin')),
    [lat, lng],
  );
  const search = useServerData(
    clinicianListQuery({
      roleId: jobRoleId ?? ANY_ID,
      jobRoleSelected: jobRoleSelected ?? '',
      jobSpecialtySelected: jobSpecialtySelected ?? '',
      insuranceProviderId: insuranceProviderId ?? ANY_ID,
      lat: point.lat,
      lng: point.lng,
    }),
    { keepPrevious: true },
  );

  return (
    <Flex vertical gap="middle">
      <ClinicianTextFilter value={text} onChange={setText} />
      <ClinicianResults
        search={search}
        focus={point}
        text={text}
        favouriteMarkersOnly={false}
        cardAction={(card) => <SelectButton card={card} onSelect={onSelect} />}
      />
    </Flex>
  );
}

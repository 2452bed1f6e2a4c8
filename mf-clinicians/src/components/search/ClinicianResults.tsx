import { useMemo, useState, type ReactNode } from 'react';
import type { ClinicianCard, ClinicianListResponse } from '@refnet/contracts/clinicians';
import { useIsNarrow } from '@refnet/shared-ui';
import type { ServerData } from '@refnet/shared-ui/data';
import { LoadFailed } from '@refnet/shared-ui/display';
import { GroupTabs } from '@refnet/shared-ui/forms';
import { ClinicianList } from '../ClinicianList';
import { LoadingClinicians } from '../LoadingClinicians';
import { ClinicianMap } from '../map/ClinicianMap';
import type { MapBounds, MapFocus } from '../map/geo';
import { toMapMarkers } from '../map/mapMarkers';
import { useHoverHighlight } from '../map/useHoverHighlight';
import {
  addressesOnMap,
  cardsOfTab,
  CLINICIAN_TAB_SELECT_LABEL,
  CLINICIAN_TABS,
  type ClinicianTab,
} from './clinicianTabs';
import { NoClinicians } from './NoClinicians';
import { visibleCards } from './visibleCards';

export const CLINICIANS_LOAD_FAILED_TEXT = 'The clinicians could not be loaded. Please try again.';

export interface ClinicianResultsProps {
  /** The search: its latest answer stays on screen while a newer search runs, and goes if one fails (SPEC §4). */
  search: ServerData<ClinicianListResponse>;
  /** Where the map looks. */
  focus: MapFocus;
  /** The text filter. */
  text: string;
  /** The favourites toggle: only the favourites' clinics on the map. */
  favouriteMarkersOnly: boolean;
  /** The button of each card. */
  cardAction: (card: ClinicianCard) => ReactNode;
}

/**
 * The search's answer as tabs of cards beside the map (the map above them on narrow screens). Cards and
 * markers highlight each other; while the map works, only the clinics in view are listed.
 */
export function ClinicianResults({
  search,
  focus,
  text,
  favouriteMarkersOnly,
  cardAction,
}: ClinicianResultsProps) {
  const isNarrow = useIsNarrow();
  const [tab, setTab] = useState<ClinicianTab>('all');
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const { highlightedAddressId, hover } = useHoverHighlight();
  const { loaded } = search;
  const data = loaded.status === 'ready' ? loaded.data : null;
  const markers = useMemo(
    () => (data ? toMapMarkers(addressesOnMap(data, favouriteMarkersOnly), data.clinicianList) : []),
    [data, favouriteMarkersOnly],
  );
  const cards = data ? visibleCards(cardsOfTab(data, tab), text, bounds) : [];

  let list: ReactNode;
  // A failed search empties the list (SPEC §4); the user can try again.
  if (loaded.status === 'error')
    list = <LoadFailed text={CLINICIANS_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  else if (!data) list = <LoadingClinicians />;
  else if (cards.length === 0)
    list = <NoClinicians noFavourites={tab === 'favourites' && data.favouriteCliniciansList.length === 0} />;
  else
    list = (
      <ClinicianList
        cards={cards}
        highlightedAddressId={highlightedAddressId}
        onHover={hover}
        action={cardAction}
        busy={search.fetching}
      />
    );

  // One tree for both layouts, so crossing the breakpoint moves the map rather than rebuilding it.
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: isNarrow ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)',
        gap: isNarrow ? 16 : 24,
        alignItems: 'start',
      }}
    >
      <GroupTabs
        groups={CLINICIAN_TABS}
        activeKey={tab}
        onChange={setTab}
        selectLabel={CLINICIAN_TAB_SELECT_LABEL}
      >
        {list}
      </GroupTabs>
      <div style={isNarrow ? { order: -1 } : { position: 'sticky', top: 16 }}>
        <ClinicianMap
          focus={focus}
          markers={markers}
          highlightedAddressId={highlightedAddressId}
          onHover={hover}
          onBoundsChange={setBounds}
          height={isNarrow ? 320 : 'min(70vh, 640px)'}
        />
      </div>
    </div>
  );
}

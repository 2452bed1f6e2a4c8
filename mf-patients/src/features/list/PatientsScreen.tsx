import { useCallback, useMemo, useState } from 'react';
import { PATIENT_PAGE_SIZE, type PatientListResponse } from '@refnet/contracts/patients';
import {
  Button,
  Flex,
  followInAppLink,
  PageContainer,
  PageHeading,
  type ScreenProps,
} from '@refnet/shared-ui';
import {
  Alert,
  GroupHelpModal,
  LoadFailed,
  LoadingState,
  Pager,
  PlusOutlined,
  RefreshButton,
  SearchOutlined,
  SortToggle,
  useKeysetPage,
  type KeysetCursor,
  type Loaded,
  type SortOrder,
} from '@refnet/shared-ui/display';
import { GroupTabs, Input } from '@refnet/shared-ui/forms';
import { useServerData } from '@refnet/shared-ui/data';
import { fetchPatientPage, patientListQuery } from '@refnet/shared-ui/patients';
import { useKnownReferralPermissions } from '@refnet/shared-ui/referrals';
import { PATIENT_GROUP_HELP_TITLE, PATIENT_GROUPS, type PatientGroup } from './patientGroups';
import { isSearchable, pageQuery, searchOf, toPatientRow } from './patientRows';
import { PatientsTable } from './PatientsTable';
import { useDebouncedValue } from './useDebouncedValue';
import { usePatientGroup } from './usePatientGroup';

export const LOADING_PATIENTS_TEXT = 'Loading patients...';
export const PATIENTS_LOAD_FAILED_TEXT = 'The patients could not be loaded. Please try again.';
export const PAGE_LOAD_FAILED_TEXT = 'This page of patients could not be loaded. Please try again.';
/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 300;
export const SEARCH_PLACEHOLDER = 'Search patient by name';
export const GROUP_SELECT_LABEL = 'Select patient group';
export const NO_VIEW_PERMISSION_TEXT =
  'Your clinician has not allowed you to view referrals, so the patients referred to them are not shown here.';

interface GroupPageProps {
  list: PatientListResponse;
  group: PatientGroup;
  search: string;
  order: SortOrder;
  canManage: boolean;
  canRefer: boolean;
}

/**
 * One page of the chosen group as the server pages it, with the pager when the group fills more than one.
 * Page 1 newest first, unsearched, is the list's own; other pages, the oldest-first order and searches are
 * fetched (GET /patient/list/{group}/). A new group, order or search starts again at page 1.
 */
function GroupPage({ list, group, search, order, canManage, canRefer }: GroupPageProps) {
  const searched = searchOf({ group, search });
  const fetchPage = useCallback(
    async (cursor: KeysetCursor) => {
      const result = await fetchPatientPage(
        group.page,
        pageQuery({ group, search: searched, order }, cursor),
      );
      return { rows: result.patients, total: result.total };
    },
    [group, searched, order],
  );
  const held = list[group.key];
  const heldTotal = list.totals?.[group.page] ?? held.length;
  const heldFirstPage = useMemo(
    () => (order === 'newest' && searched === '' ? { rows: held, total: heldTotal } : null),
    [order, searched, held, heldTotal],
  );
  const { state, goTo, retry } = useKeysetPage({
    fetchPage,
    heldFirstPage,
    pageSize: PATIENT_PAGE_SIZE,
    listVersion: list,
  });
  if (state.status === 'error') return <LoadFailed text={PAGE_LOAD_FAILED_TEXT} onRetry={retry} />;
  if (!state.shown) return <LoadingState text={LOADING_PATIENTS_TEXT} />;
  const { page, rows, total } = state.shown;
  return (
    <div aria-busy={state.status === 'loading'}>
      <PatientsTable
        rows={rows.map((patient) => toPatientRow(patient, group, canManage, canRefer))}
        searching={searched !== ''}
      />
      <Pager page={page} total={total} pageSize={PATIENT_PAGE_SIZE} onChange={goTo} />
    </div>
  );
}

/** The chosen group's page once the list has loaded; meanwhile, loading or a retry. */
function LoadedGroupPage({
  loaded,
  ...page
}: Omit<GroupPageProps, 'list'> & { loaded: Loaded<PatientListResponse> }) {
  if (loaded.status === 'loading') return <LoadingState text={LOADING_PATIENTS_TEXT} />;
  if (loaded.status === 'error')
    return <LoadFailed text={PATIENTS_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  return <GroupPage list={loaded.data} {...page} />;
}

/** /patients (SPEC §2.10): the patient groups as tabs, searchable by name, newest or oldest first. */
export function PatientsScreen({ route }: ScreenProps) {
  const { loaded, reload } = useServerData(patientListQuery);
  const [group, chooseGroup] = usePatientGroup();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [order, setOrder] = useState<SortOrder>('newest');
  // Nothing is offered, nor refused, until a delegate's permissions are known.
  const permissions = useKnownReferralPermissions();
  const permissionCreateReferrals = permissions?.permissionCreateReferrals ?? false;
  const permissionManageReferrals = permissions?.permissionManageReferrals ?? false;
  // SPEC §6: the API leaves the groups of patients referred to the clinician empty for such a delegate.
  const referralsHidden = !group.own && permissions?.permissionViewReferrals === false;

  return (
    <PageContainer>
      <PageHeading
        title={route.title}
        extra={
          <>
            <GroupHelpModal title={PATIENT_GROUP_HELP_TITLE} groups={PATIENT_GROUPS} />
            {permissionCreateReferrals && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                href="/patients/add"
                onClick={followInAppLink}
              >
                Add new patient
              </Button>
            )}
          </>
        }
      />
      <GroupTabs
        groups={PATIENT_GROUPS}
        activeKey={group.key}
        selectLabel={GROUP_SELECT_LABEL}
        onChange={chooseGroup}
      >
        <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
          {isSearchable(group) ? (
            <Input
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={SEARCH_PLACEHOLDER}
              aria-label={SEARCH_PLACEHOLDER}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ maxWidth: 320 }}
            />
          ) : (
            <span />
          )}
          <Flex gap="small" wrap>
            <RefreshButton onRefresh={reload} />
            <SortToggle order={order} onChange={setOrder} />
          </Flex>
        </Flex>
        {referralsHidden ? (
          <Alert type="info" showIcon title={NO_VIEW_PERMISSION_TEXT} />
        ) : (
          <LoadedGroupPage
            loaded={loaded}
            group={group}
            search={settledSearch}
            order={order}
            canManage={permissionManageReferrals}
            canRefer={permissionCreateReferrals}
          />
        )}
      </GroupTabs>
    </PageContainer>
  );
}

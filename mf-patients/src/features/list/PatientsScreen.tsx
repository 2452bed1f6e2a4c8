import { useState } from 'react';
import type { PatientListResponse } from '@refnet/contracts/patients';
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
  pageCount,
  pageOf,
  Pager,
  PlusOutlined,
  SearchOutlined,
  SortToggle,
  useLoad,
  type Loaded,
  type SortOrder,
} from '@refnet/shared-ui/display';
import { GroupTabs, Input } from '@refnet/shared-ui/forms';
import { fetchPatientList } from '@refnet/shared-ui/patients';
import { useKnownReferralPermissions } from '@refnet/shared-ui/referrals';
import { PATIENT_GROUP_HELP_TITLE, PATIENT_GROUPS, type PatientGroup } from './patientGroups';
import { isSearchable, toPatientRow, visiblePatients } from './patientRows';
import { PatientsTable } from './PatientsTable';
import { usePatientGroup } from './usePatientGroup';

export const LOADING_PATIENTS_TEXT = 'Loading patients...';
export const PATIENTS_LOAD_FAILED_TEXT = 'The patients could not be loaded. Please try again.';
export const SEARCH_PLACEHOLDER = 'Search patient by name';
export const GROUP_SELECT_LABEL = 'Select patient group';
export const NO_VIEW_PERMISSION_TEXT =
  'Your clinician has not allowed you to view referrals, so the patients referred to them are not shown here.';

interface GroupPageProps {
  list: PatientListResponse;
  group: PatientGroup;
  search: string;
  order: SortOrder;
  page: number;
  onPage: (page: number) => void;
  canManage: boolean;
}

/** One page of the chosen group, with the pager when the group fills more than one. */
function GroupPage({ list, group, search, order, page, onPage, canManage }: GroupPageProps) {
  const patients = visiblePatients(list, { group, search, order });
  const current = Math.min(page, pageCount(patients.length));
  const rows = pageOf(patients, current).map((patient) => toPatientRow(patient, group, canManage));
  return (
    <>
      <PatientsTable rows={rows} searching={isSearchable(group) && search.trim() !== ''} />
      <Pager page={current} total={patients.length} onChange={onPage} />
    </>
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
  const loaded = useLoad(fetchPatientList);
  const [group, chooseGroup] = usePatientGroup();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('newest');
  const [page, setPage] = useState(1);
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
        onChange={(key) => {
          chooseGroup(key);
          setPage(1);
        }}
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
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              style={{ maxWidth: 320 }}
            />
          ) : (
            <span />
          )}
          <SortToggle
            order={order}
            onChange={(next) => {
              setOrder(next);
              setPage(1);
            }}
          />
        </Flex>
        {referralsHidden ? (
          <Alert type="info" showIcon title={NO_VIEW_PERMISSION_TEXT} />
        ) : (
          <LoadedGroupPage
            loaded={loaded}
            group={group}
            search={search}
            order={order}
            page={page}
            onPage={setPage}
            canManage={permissionManageReferrals}
          />
        )}
      </GroupTabs>
    </PageContainer>
  );
}

import { useState } from 'react';
import type { PatientListResponse } from '@refnet/contracts/patients';
import {
  Button,
  Flex,
  followInAppLink,
  PageContainer,
  PageHeading,
  useReferralPermissions,
  type ScreenProps,
} from '@refnet/shared-ui';
import {
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
  type SortOrder,
} from '@refnet/shared-ui/display';
import { GroupTabs, Input } from '@refnet/shared-ui/forms';
import { fetchPatientList } from '@refnet/shared-ui/patients';
import { PATIENT_GROUP_HELP_TITLE, PATIENT_GROUPS, type PatientGroup } from './patientGroups';
import { isSearchable, toPatientRow, visiblePatients } from './patientRows';
import { PatientsTable } from './PatientsTable';
import { usePatientGroup } from './usePatientGroup';

export const LOADING_PATIENTS_TEXT = 'Loading patients...';
export const PATIENTS_LOAD_FAILED_TEXT = 'The patients could not be loaded. Please try again.';
export const SEARCH_PLACEHOLDER = 'Search patient by name';
export const GROUP_SELECT_LABEL = 'Select patient group';

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

/** /patients (SPEC §2.10): the patient groups as tabs, searchable by name, newest or oldest first. */
export function PatientsScreen({ route }: ScreenProps) {
  const loaded = useLoad(fetchPatientList);
  const [group, chooseGroup] = usePatientGroup();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('newest');
  const [page, setPage] = useState(1);
  const { permissionCreateReferrals, permissionManageReferrals } = useReferralPermissions();

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
        {loaded.status === 'loading' && <LoadingState text={LOADING_PATIENTS_TEXT} />}
        {loaded.status === 'error' && <LoadFailed text={PATIENTS_LOAD_FAILED_TEXT} onRetry={loaded.retry} />}
        {loaded.status === 'ready' && (
          <GroupPage
            list={loaded.data}
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

import {
  ADMIN_TEXTS,
  type AdminReferral,
  type AdminReferralGroup,
  type AdminReferralParty,
  type AdminReferralsResponse,
} from '@refnet/contracts/admin';
import { Flex, formatDateTime, padId, personName, Typography } from '@refnet/shared-ui';
import type { TableColumnsType } from '@refnet/shared-ui/tables';
import { tableTab, type AdminListSpec, type AdminTab } from '../../components/AdminTabbedListPage';
import { idColumn } from '../../components/columns';

export const REFERRAL_LIST: AdminListSpec<AdminReferralGroup> = {
  noun: 'referral',
  download: 'referrals',
  defaultKey: 'open',
};

/** A referral with its place in the tab (SPEC §2.14 "row number and id"). */
export interface NumberedReferral extends AdminReferral {
  number: number;
}

/** A clinician over their job title. */
function Party({ party }: { party: AdminReferralParty }) {
  return (
    <Flex vertical>
      <span>{personName(party)}</span>
      <Typography.Text type="secondary">{party.jobTitle}</Typography.Text>
    </Flex>
  );
}

const OPEN_COLUMNS: TableColumnsType<NumberedReferral> = [
  { title: 'No.', key: 'number', render: (_, referral) => referral.number },
  idColumn(),
  { title: 'Created On', key: 'createdOn', render: (_, referral) => formatDateTime(referral.createdOn) },
  { title: 'Patient ID', key: 'patientId', render: (_, referral) => padId(referral.patientId) },
  { title: 'Referrer', key: 'referrer', render: (_, referral) => <Party party={referral.referrer} /> },
];

/** Every tab but Open names the clinician it went to (a DNA may have none). */
const TARGETED_COLUMNS: TableColumnsType<NumberedReferral> = [
  ...OPEN_COLUMNS,
  {
    title: 'Target Clinician',
    key: 'targetClinician',
    render: (_, referral) =>
      referral.targetClinician ? <Party party={referral.targetClinician} /> : ADMIN_TEXTS.noTargetClinician,
  },
];

const numbered = (referrals: readonly AdminReferral[]): NumberedReferral[] =>
  referrals.map((referral, index) => ({ ...referral, number: index + 1 }));

const tab = (key: AdminReferralGroup, label: string) =>
  tableTab({
    key,
    label,
    emptyText: ADMIN_TEXTS.noReferrals,
    columns: key === 'open' ? OPEN_COLUMNS : TARGETED_COLUMNS,
    rows: (list: AdminReferralsResponse) => numbered(list[key]),
  });

/** SPEC §4 admin grouping, SPEC §2.14 tabs: Open (the default), Pending, Accepted, Booked, DNA. */
export const REFERRAL_TABS: readonly AdminTab<AdminReferralsResponse, AdminReferralGroup>[] = [
  tab('open', 'Open'),
  tab('pending', 'Pending'),
  tab('accepted', 'Accepted'),
  tab('booked', 'Booked'),
  tab('dna', 'DNA'),
];

import {
  ADMIN_TEXTS,
  type AdminReferral,
  type AdminReferralGroup,
  type AdminReferralParty,
  type AdminReferralsResponse,
} from '@refnet/contracts/admin';
import { Button, Flex, formatDateTime, padId, personName, Typography } from '@refnet/shared-ui';
import { HistoryOutlined } from '@refnet/shared-ui/display';
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

/** Opens a referral's timeline (issue 22): who did what and when, never the patient or what was written. */
export type ShowTimeline = (referral: AdminReferral) => void;

export const timelineButtonLabel = (referral: AdminReferral) => `Timeline of referral ${padId(referral.id)}`;

function openColumns(showTimeline: ShowTimeline): TableColumnsType<NumberedReferral> {
  return [
    { title: 'No.', key: 'number', render: (_, referral) => referral.number },
    idColumn(),
    { title: 'Created On', key: 'createdOn', render: (_, referral) => formatDateTime(referral.createdOn) },
    { title: 'Patient ID', key: 'patientId', render: (_, referral) => padId(referral.patientId) },
    { title: 'Referrer', key: 'referrer', render: (_, referral) => <Party party={referral.referrer} /> },
    {
      title: 'Timeline',
      key: 'timeline',
      render: (_, referral) => (
        <Button
          icon={<HistoryOutlined aria-hidden />}
          aria-label={timelineButtonLabel(referral)}
          onClick={() => showTimeline(referral)}
        >
          Timeline
        </Button>
      ),
    },
  ];
}

/** Every tab but Open names the clinician it went to (a DNA may have none), before the Timeline button. */
function targetedColumns(showTimeline: ShowTimeline): TableColumnsType<NumberedReferral> {
  const columns = openColumns(showTimeline);
  return [
    ...columns.slice(0, -1),
    {
      title: 'Target Clinician',
      key: 'targetClinician',
      render: (_, referral) =>
        referral.targetClinician ? <Party party={referral.targetClinician} /> : ADMIN_TEXTS.noTargetClinician,
    },
    ...columns.slice(-1),
  ];
}

const numbered = (referrals: readonly AdminReferral[]): NumberedReferral[] =>
  referrals.map((referral, index) => ({ ...referral, number: index + 1 }));

const TABS: readonly [AdminReferralGroup, string][] = [
  ['open', 'Open'],
  ['pending', 'Pending'],
  ['accepted', 'Accepted'],
  ['booked', 'Booked'],
  ['dna', 'DNA'],
];

/**
 * SPEC §4 admin grouping, SPEC §2.14 tabs: Open (the default), Pending, Accepted, Booked, DNA; each row's
 * Timeline button calls `showTimeline`.
 */
export function referralTabs(
  showTimeline: ShowTimeline,
): readonly AdminTab<AdminReferralsResponse, AdminReferralGroup>[] {
  return TABS.map(([key, label]) =>
    tableTab({
      key,
      label,
      emptyText: ADMIN_TEXTS.noReferrals,
      columns: key === 'open' ? openColumns(showTimeline) : targetedColumns(showTimeline),
      rows: (list: AdminReferralsResponse) => numbered(list[key]),
    }),
  );
}

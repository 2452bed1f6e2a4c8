import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS, type AdminInsuranceAgreementsResponse } from '@refnet/contracts/admin';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import type { TableColumnsType } from '@refnet/shared-ui/tables';
import { tableTab, type AdminListSpec, type AdminTab } from '../../components/AdminTabbedListPage';
import { idColumn } from '../../components/columns';
import { RejectInsurerButton } from './RejectInsurerButton';
import { SetVerifiedButton } from './SetVerifiedButton';

export type InsurerGroup = keyof AdminInsuranceAgreementsResponse;
export const INSURER_LIST: AdminListSpec<InsurerGroup> = {
  noun: 'insurer',
  download: 'insurers',
  defaultKey: 'verified',
};

const INSURER_COLUMNS: TableColumnsType<InsuranceAgreement> = [
  idColumn(),
  { title: 'INSURER', key: 'insurer', render: (_, agreement) => describeAgreement(agreement) },
];

/**
 * SPEC §2.14 Insurers tabs: Unverified Insurers (with Set verified, and Reject from issue 17), Verified
 * Insurers (the default). `onChanged` fetches the lists again after either.
 */
export function insurerTabs(
  onChanged: () => Promise<void>,
): AdminTab<AdminInsuranceAgreementsResponse, InsurerGroup>[] {
  return [
    tableTab({
      key: 'unverified',
      label: 'Unverified Insurers',
      emptyText: ADMIN_TEXTS.noneFound('unverified insurers'),
      columns: [
        ...INSURER_COLUMNS,
        {
          title: 'VERIFY',
          key: 'verify',
          render: (_, agreement) => <SetVerifiedButton agreement={agreement} onVerified={onChanged} />,
        },
        {
          title: 'REJECT',
          key: 'reject',
          render: (_, agreement) => <RejectInsurerButton agreement={agreement} onRejected={onChanged} />,
        },
      ],
      rows: (list) => list.unverified,
    }),
    tableTab({
      key: 'verified',
      label: 'Verified Insurers',
      emptyText: ADMIN_TEXTS.noneFound('verified insurers'),
      columns: INSURER_COLUMNS,
      rows: (list) => list.verified,
    }),
  ];
}

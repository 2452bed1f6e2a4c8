import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Flex, Typography } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { Card } from '@refnet/shared-ui/display';

export const SELF_PAYING_ONLY_TEXT = 'Self-paying patients only';

const addressLine = ({ firstLine, city, postcode }: ClinicianCard['clinic']['address']) =>
  [firstLine, city, postcode].filter(Boolean).join(', ');

function insurersText(crp: ClinicianCard): string {
  const insurers = crp.insuranceAgreements.map(describeAgreement);
  return insurers.length > 0 ? `Insurers accepted: ${insurers.join(', ')}` : SELF_PAYING_ONLY_TEXT;
}

/** Where the clinician sees patients: one card per active clinic, with the insurers accepted there. */
export function ClinicianClinics({ crps }: { crps: readonly ClinicianCard[] }) {
  return (
    <ul aria-label="Clinics" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {crps.map((crp) => (
        <li key={crp.id} style={{ marginBottom: 12 }}>
          <Card size="small" title={crp.clinic.centreName}>
            <Flex vertical gap={4}>
              {crp.clinic.clinicName && <Typography.Text>{crp.clinic.clinicName}</Typography.Text>}
              <Typography.Text>{addressLine(crp.clinic.address)}</Typography.Text>
              <Typography.Text type="secondary">{insurersText(crp)}</Typography.Text>
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

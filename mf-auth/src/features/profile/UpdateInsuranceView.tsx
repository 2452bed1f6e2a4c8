import { useState } from 'react';
import { Button, Flex, Typography, useProfile } from '@refnet/shared-ui';
import {
  describeAgreement,
  insuranceAgreementsQuery,
  updateInsuranceAgreements,
} from '@refnet/shared-ui/accounts';
import { useServerData } from '@refnet/shared-ui/data';
import { LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { Select } from '@refnet/shared-ui/forms';
import type { ClinicianRoleProfile, InsuranceAgreement } from '@refnet/contracts/accounts';
import { clinicTitle } from '../../components/clinicLabels';
import { InsuranceEditor } from '../../components/InsuranceEditor';
import type { InsuranceChoice } from '../../components/insurance';
import { useProfileWrite } from '../../components/useProfileWrite';

export const INSURANCE_UPDATE_FAILED_MESSAGE = 'Error updating insurance agreements, please try again.';
export const AGREEMENTS_LOAD_FAILED_MESSAGE =
  'The insurance providers could not be loaded. Please try again.';
/** SPEC §6: insurers are the clinician's to manage; their delegate sees them (the API refuses changes). */
export const DELEGATE_INSURANCE_MESSAGE = 'Only the clinician can update insurance agreements';
const ALL_CLINICS = 'all';

type Scope = number | typeof ALL_CLINICS;

/** The agreements accepted in a scope: one crp's, or every crp's together. */
function acceptedIn(crps: readonly ClinicianRoleProfile[], scope: Scope): InsuranceAgreement[] {
  const chosen = scope === ALL_CLINICS ? crps : crps.filter((crp) => crp.id === scope);
  const agreements = chosen.flatMap((crp) => crp.insuranceAgreements);
  return agreements.filter(
    (agreement, index) => agreements.findIndex((other) => other.id === agreement.id) === index,
  );
}

/**
 * Profile view "Update insurance agreements" (SPEC §2.13, §7.6): the insurers accepted per clinic or at all. A
 * delegate sees their clinician's read-only.
 */
export function UpdateInsuranceView() {
  const profile = useProfile();
  const loaded = useServerData(insuranceAgreementsQuery).loaded;
  const [scope, setScope] = useState<Scope>(ALL_CLINICS);
  if (!profile || loaded.status === 'loading') return <LoadingState text="Loading clinician profiles..." />;
  if (loaded.status === 'error')
    return <LoadFailed text={AGREEMENTS_LOAD_FAILED_MESSAGE} onRetry={loaded.retry} />;
  const agreements = loaded.data.insuranceAgreements;

  const crps = profile.clinicianProfiles;
  const accepted = acceptedIn(crps, scope);
  // Unverified agreements the user accepts are not in the public list, but must stay choosable.
  const options = [
    ...agreements,
    ...accepted.filter((agreement) => !agreements.some((other) => other.id === agreement.id)),
  ];

  return (
    <Flex vertical gap="middle">
      <Select
        aria-label="Clinic"
        value={scope}
        onChange={(next: Scope) => setScope(next)}
        options={[
          { value: ALL_CLINICS, label: 'All clinics' },
          ...crps.map((crp) => ({ value: crp.id, label: clinicTitle(crp.clinic) })),
        ]}
        style={{ maxWidth: 400 }}
      />
      {profile.isDelegate ? (
        <AcceptedAgreements accepted={accepted} />
      ) : (
        <InsuranceForm
          key={`${scope}:${accepted.map((agreement) => agreement.id).join(',')}`}
          crpId={scope === ALL_CLINICS ? undefined : scope}
          agreements={options}
          initial={{ existing: accepted.map((agreement) => agreement.id), newProviders: [] }}
        />
      )}
    </Flex>
  );
}

/** A delegate's view: the agreements accepted, and who may change them. */
function AcceptedAgreements({ accepted }: { accepted: readonly InsuranceAgreement[] }) {
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{DELEGATE_INSURANCE_MESSAGE}</Typography.Text>
      <Typography.Text>
        Accepted: {accepted.length > 0 ? accepted.map(describeAgreement).join(', ') : 'None'}
      </Typography.Text>
    </Flex>
  );
}

interface InsuranceFormProps {
  crpId?: number;
  agreements: readonly InsuranceAgreement[];
  initial: InsuranceChoice;
}

function InsuranceForm({ crpId, agreements, initial }: InsuranceFormProps) {
  const [choice, setChoice] = useState(initial);
  const { run, busy } = useProfileWrite(INSURANCE_UPDATE_FAILED_MESSAGE);
  const save = async () => {
    // A successful save reloads the profile, which remounts this form with the saved agreements.
    await run(() =>
      updateInsuranceAgreements({
        ...(crpId === undefined ? {} : { crpId }),
        existingAgreements: choice.existing.map((id) => ({ id })),
        newProviders: choice.newProviders.map((provider) => ({ provider })),
      }),
    );
  };
  return (
    <Flex vertical gap="middle">
      <InsuranceEditor agreements={agreements} value={choice} onChange={setChoice} />
      <div>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </Flex>
  );
}

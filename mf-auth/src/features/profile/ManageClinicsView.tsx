import { useState } from 'react';
import { Button, Flex, Typography, useGlobalMessage, useProfile } from '@refnet/shared-ui';
import {
  createClinic,
  deactivateClinic,
  describeAgreement,
  removeClinic,
  updateClinic,
} from '@refnet/shared-ui/accounts';
import { Card, LoadingState, Popconfirm, Tag } from '@refnet/shared-ui/display';
import { LAST_CLINIC_MESSAGE, type ClinicianRoleProfile, type NewClinic } from '@refnet/contracts/accounts';
import { ClinicFields } from '../../components/ClinicFields';
import { clinicTitle } from '../../components/clinicLabels';
import { useProfileWrite } from '../../components/useProfileWrite';

export const CLINIC_UPDATE_FAILED_MESSAGE = 'Error updating your clinics, please try again.';
/** SPEC §6: clinics are the clinician's to manage; their delegate sees them (the API refuses changes). */
export const DELEGATE_CLINICS_MESSAGE = 'Only the clinician can update clinics';

const asNewClinic = ({ clinic }: ClinicianRoleProfile): NewClinic => ({
  clinicName: clinic.clinicName,
  centreName: clinic.centreName,
  address: {
    firstLine: clinic.address.firstLine,
    city: clinic.address.city,
    postcode: clinic.address.postcode,
  },
});

interface ClinicCardProps {
  crp: ClinicianRoleProfile;
  /** Shown without Edit, Deactivate and Remove (a delegate's view). */
  readOnly: boolean;
  isLast: boolean;
  userProfileId: number;
  run: ReturnType<typeof useProfileWrite>['run'];
  busy: boolean;
}

function ClinicCard({ crp, readOnly, isLast, userProfileId, run, busy }: ClinicCardProps) {
  const { show } = useGlobalMessage();
  const [editing, setEditing] = useState(false);
  const { clinic } = crp;
  const heading = clinicTitle(clinic);
  const insurers = crp.insuranceAgreements.map(describeAgreement);

  const refuseLastRemoval = () => show({ variant: 'danger', message: LAST_CLINIC_MESSAGE });

  return (
    <Card
      size="small"
      title={heading}
      extra={crp.isDeactivated ? <Tag color="error">Deactivated</Tag> : <Tag color="success">Active</Tag>}
    >
      {editing ? (
        <ClinicFields
          name={`Edit ${heading}`}
          submitLabel="Save"
          initialValues={asNewClinic(crp)}
          onCancel={() => setEditing(false)}
          onSubmit={async ({ clinicName, centreName, address }) => {
            const saved = await run(() => updateClinic(clinic.id, { clinicName, centreName, ...address }));
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text>
            {[clinic.address.firstLine, clinic.address.city, clinic.address.postcode]
              .filter(Boolean)
              .join(', ')}
          </Typography.Text>
          <Typography.Text type="secondary">
            Insurers: {insurers.length > 0 ? insurers.join(', ') : 'None'}
          </Typography.Text>
          {!readOnly && (
            <Flex gap="small" wrap>
              <Button onClick={() => setEditing(true)} disabled={busy}>
                Edit
              </Button>
              <Button
                disabled={busy}
                onClick={() =>
                  void run(() => deactivateClinic(crp.id, { isDeactivated: !crp.isDeactivated }))
                }
              >
                {crp.isDeactivated ? 'Reactivate' : 'Deactivate'}
              </Button>
              {isLast ? (
                <Button danger disabled={busy} onClick={refuseLastRemoval}>
                  Remove
                </Button>
              ) : (
                <Popconfirm
                  title="Remove this clinic?"
                  okText="Remove"
                  cancelText="Cancel"
                  onConfirm={() => run(() => removeClinic({ clinicId: clinic.id, userProfileId }))}
                >
                  <Button danger disabled={busy}>
                    Remove
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}

/**
 * Profile view "Manage clinics" (SPEC §2.13, §5, §7.6): the user's clinics; add, edit, deactivate, remove. A
 * delegate sees their clinician's clinics read-only.
 */
export function ManageClinicsView() {
  const profile = useProfile();
  const { run, busy } = useProfileWrite(CLINIC_UPDATE_FAILED_MESSAGE);
  if (!profile) return <LoadingState text="Loading clinician profiles..." />;
  const crps = profile.clinicianProfiles;
  const readOnly = profile.isDelegate;

  return (
    <Flex vertical gap="middle">
      {readOnly && <Typography.Text type="secondary">{DELEGATE_CLINICS_MESSAGE}</Typography.Text>}
      <ul aria-label="Your clinics" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {crps.map((crp) => (
          <li key={crp.id} style={{ marginBottom: 12 }}>
            <ClinicCard
              crp={crp}
              readOnly={readOnly}
              isLast={crps.length <= 1}
              userProfileId={profile.userProfile.id}
              run={run}
              busy={busy}
            />
          </li>
        ))}
      </ul>
      {!readOnly && (
        <Card size="small" title="Add a clinic">
          <ClinicFields
            name="Add a clinic"
            submitLabel="Create"
            clearOnSubmit
            onSubmit={(clinic) => run(() => createClinic(clinic))}
          />
        </Card>
      )}
    </Flex>
  );
}

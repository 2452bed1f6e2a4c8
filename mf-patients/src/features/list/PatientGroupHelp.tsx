import { Typography } from '@refnet/shared-ui';
import { HelpModalButton } from '@refnet/shared-ui/display';
import { PATIENT_GROUPS } from './patientGroups';

export const PATIENT_GROUP_HELP_TITLE = 'Patient Group Information';

/** The help button and modal explaining each patient group (SPEC §2.10). */
export function PatientGroupHelp() {
  return (
    <HelpModalButton title={PATIENT_GROUP_HELP_TITLE}>
      <dl style={{ margin: 0 }}>
        {PATIENT_GROUPS.map((group) => (
          <div key={group.key} style={{ marginBottom: 12 }}>
            <dt>
              <Typography.Text strong>{group.label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{group.meaning}</dd>
          </div>
        ))}
      </dl>
    </HelpModalButton>
  );
}

import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import type { NewClinic } from '@refnet/contracts/accounts';
import { ClinicFields } from './ClinicFields';
import { describeClinic } from './clinicLabels';

export interface ClinicsEditorProps {
  value?: NewClinic[];
  onChange?: (clinics: NewClinic[]) => void;
}

/** The clinics of a registration: the ones added so far, each removable, and a form to add another. */
export function ClinicsEditor({ value = [], onChange }: ClinicsEditorProps) {
  return (
    <Flex vertical gap="middle">
      {value.length > 0 && (
        <ul aria-label="Clinics added" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((clinic, index) => (
            <li key={`${describeClinic(clinic)}:${index}`} style={{ marginBottom: 8 }}>
              <Flex justify="space-between" align="center" gap="small" wrap>
                <Typography.Text>{describeClinic(clinic)}</Typography.Text>
                <Button
                  size="small"
                  aria-label={`Remove ${describeClinic(clinic)}`}
                  onClick={() => onChange?.(value.filter((_, other) => other !== index))}
                >
                  Remove
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Card size="small" title="Add a clinic">
        <ClinicFields
          name="Add a clinic"
          submitLabel="Add clinic"
          clearOnSubmit
          onSubmit={(clinic) => {
            onChange?.([...value, clinic]);
            return true;
          }}
        />
      </Card>
    </Flex>
  );
}

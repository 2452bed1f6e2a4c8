import { useState } from 'react';
import type { Patient } from '@refnet/contracts/patients';
import { Button, Flex, formatDate, personName, Typography } from '@refnet/shared-ui';
import { Card, PlusOutlined } from '@refnet/shared-ui/display';
import { NewPatientForm } from './NewPatientForm';
import { PatientChoices } from './PatientChoices';

export const ADD_NEW_PATIENT_LABEL = 'Add new patient';
export const CLEAR_PATIENT_LABEL = 'Clear patient';

export interface SelectPatientStepProps {
  patient: Patient | null;
  onChoose: (patient: Patient) => void;
  /** Absent in the patient-preselected variant (SPEC §2.11: no clear-patient button). */
  onClear?: () => void;
}

/** Step 0: choose one of the clinician's patients, or add a new one; either advances (SPEC §2.11). */
export function SelectPatientStep({ patient, onChoose, onClear }: SelectPatientStepProps) {
  const [adding, setAdding] = useState(false);
  return (
    <Flex vertical gap="middle">
      {patient && (
        <Card size="small" title="Selected patient">
          <Flex justify="space-between" align="center" wrap gap="small">
            <Typography.Text strong>
              {personName(patient)} ({formatDate(patient.dob)})
            </Typography.Text>
            {onClear && <Button onClick={onClear}>{CLEAR_PATIENT_LABEL}</Button>}
          </Flex>
        </Card>
      )}
      <Flex>
        <Button
          icon={adding ? undefined : <PlusOutlined aria-hidden />}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Choose an existing patient' : ADD_NEW_PATIENT_LABEL}
        </Button>
      </Flex>
      {adding ? <NewPatientForm onCreated={onChoose} /> : <PatientChoices onChoose={onChoose} />}
    </Flex>
  );
}

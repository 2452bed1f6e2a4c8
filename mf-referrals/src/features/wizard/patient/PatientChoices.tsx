import { useState } from 'react';
import type { Patient } from '@refnet/contracts/patients';
import { Button, Flex, formatDate, personName, Typography } from '@refnet/shared-ui';
import {
  EmptyState,
  LoadFailed,
  LoadingState,
  pageCount,
  pageOf,
  Pager,
  SearchOutlined,
} from '@refnet/shared-ui/display';
import { Input } from '@refnet/shared-ui/forms';
import { useServerData } from '@refnet/shared-ui/data';
import { patientListQuery } from '@refnet/shared-ui/patients';
import { referablePatients } from './referablePatients';

export const SEARCH_PATIENT_LABEL = 'Search patient by name';
export const LOADING_PATIENTS_TEXT = 'Loading patients...';
export const PATIENTS_LOAD_FAILED_TEXT = 'Your patients could not be loaded. Please try again.';
export const NO_PATIENTS_TEXT = 'You have no patients yet';
export const NO_MATCHING_PATIENTS_TEXT = 'No patients match this name';

/**
 * A long name wraps inside its button on a phone instead of widening the page (a button keeps one line), and
 * the date of birth moves under the name when both do not fit on one line, so that a long surname keeps
 * the button's whole width rather than being broken mid-word.
 */
const CHOICE_STYLE = {
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: 16,
  rowGap: 0,
  height: 'auto',
  whiteSpace: 'normal',
  textAlign: 'left',
} as const;

/** Step 0's list of the acting clinician's patients, filtered by name; choosing one calls `onChoose`. */
export function PatientChoices({ onChoose }: { onChoose: (patient: Patient) => void }) {
  const { loaded } = useServerData(patientListQuery);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  if (loaded.status === 'loading') return <LoadingState text={LOADING_PATIENTS_TEXT} />;
  if (loaded.status === 'error')
    return <LoadFailed text={PATIENTS_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  const patients = referablePatients(loaded.data, query);
  const current = Math.min(page, pageCount(patients.length));
  return (
    <Flex vertical gap="middle">
      <Input
        aria-label={SEARCH_PATIENT_LABEL}
        placeholder={SEARCH_PATIENT_LABEL}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      {patients.length === 0 ? (
        <EmptyState
          text={query.trim() === '' ? NO_PATIENTS_TEXT : NO_MATCHING_PATIENTS_TEXT}
          hint={query.trim() === '' ? 'Add a new patient to refer them.' : undefined}
        />
      ) : (
        <Flex vertical gap="small" role="list" aria-label="Your patients">
          {pageOf(patients, current).map((patient) => (
            <div role="listitem" key={patient.id}>
              <Button block onClick={() => onChoose(patient)} style={CHOICE_STYLE}>
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{personName(patient)}</span>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(patient.dob)}
                </Typography.Text>
              </Button>
            </div>
          ))}
        </Flex>
      )}
      <Pager page={current} total={patients.length} onChange={setPage} />
    </Flex>
  );
}

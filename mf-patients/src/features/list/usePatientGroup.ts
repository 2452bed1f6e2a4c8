import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  groupByKey,
  groupFromQuery,
  groupQueryValue,
  type PatientGroup,
  type PatientGroupKey,
} from './patientGroups';

/** The chosen group, kept in the address (?group=received) so it survives a reload. */
export function usePatientGroup(): [PatientGroup, (key: PatientGroupKey) => void] {
  const [params, setParams] = useSearchParams();
  const group = groupFromQuery(params.get('group'));
  const choose = useCallback(
    (key: PatientGroupKey) => setParams({ group: groupQueryValue(groupByKey(key)) }, { replace: true }),
    [setParams],
  );
  return [group, choose];
}

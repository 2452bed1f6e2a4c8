/** @jest-environment node */
import { groupByKey, groupFromQuery, groupQueryValue, PATIENT_GROUPS } from './patientGroups';

describe('patient groups', () => {
  it('label the five response groups as the SPEC §2.10 tabs, in order', () => {
    expect(PATIENT_GROUPS.map(({ label, key }) => [label, key])).toEqual([
      ['Added', 'addedPatients'],
      ['Referred', 'referredPatients'],
      ['Received', 'pendingPatients'],
      ['Accepted', 'acceptedPatients'],
      ['Completed', 'completedPatients'],
    ]);
  });

  it('only Received is anonymised, and only Added and Referred are our own', () => {
    expect(PATIENT_GROUPS.filter((group) => group.anonymised).map((group) => group.label)).toEqual([
      'Received',
    ]);
    expect(PATIENT_GROUPS.filter((group) => group.own).map((group) => group.label)).toEqual([
      'Added',
      'Referred',
    ]);
  });

  it('read the ?group= value by label, in any case, falling back to Added', () => {
    expect(groupFromQuery('received').key).toBe('pendingPatients');
    expect(groupFromQuery('Completed').key).toBe('completedPatients');
    expect(groupFromQuery('pendingPatients').key).toBe('addedPatients');
    expect(groupFromQuery(null).key).toBe('addedPatients');
  });

  it('write the ?group= value that reads back as the same group', () => {
    for (const group of PATIENT_GROUPS) expect(groupFromQuery(groupQueryValue(group))).toBe(group);
    expect(groupQueryValue(groupByKey('acceptedPatients'))).toBe('accepted');
  });
});

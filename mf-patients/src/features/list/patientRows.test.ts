/** @jest-environment node */
import { patientFixture } from '@refnet/shared-ui/testing';
import { anonymisedPatient, createdOnDay } from '../../testing/patients';
import { groupByKey } from './patientGroups';
import { pageQuery, searchOf, toPatientRow, type PatientListQuery } from './patientRows';

const added = groupByKey('addedPatients');
const received = groupByKey('pendingPatients');
const accepted = groupByKey('acceptedPatients');

const john = patientFixture({ id: 1, firstName: 'John', lastName: 'Smith', createdOn: createdOnDay(1) });

const query = (overrides: Partial<PatientListQuery>): PatientListQuery => ({
  group: added,
  search: '',
  order: 'newest',
  ...overrides,
});

describe('pageQuery', () => {
  it('sends the cursor alone for the default order and no search', () => {
    expect(pageQuery(query({}), {})).toEqual({});
    expect(pageQuery(query({}), { after: 7 })).toEqual({ after: 7 });
  });

  it('adds oldest first and the search, trimmed, lower-cased and with its spaces collapsed', () => {
    expect(pageQuery(query({ order: 'oldest', search: '  Ms   JANE ' }), { at: 'end' })).toEqual({
      at: 'end',
      order: 'oldest',
      search: 'ms jane',
    });
    expect(pageQuery(query({ group: accepted, search: 'khan' }), {})).toEqual({ search: 'khan' });
  });

  it('sends no search on Received, where there are no names', () => {
    expect(searchOf(query({ group: received, search: 'smith' }))).toBe('');
    expect(pageQuery(query({ group: received, search: 'smith' }), { before: 3 })).toEqual({ before: 3 });
  });
});

describe('toPatientRow', () => {
  it('shows own patients by name and en-GB dob, linking to the edit page when the user may manage', () => {
    expect(toPatientRow(john, added, true)).toEqual({
      key: 1,
      name: 'Mr John Smith',
      dob: '02/04/1980',
      sex: 'Male',
      href: '/patients/1/edit',
    });
    expect(toPatientRow(john, added, false).href).toBeUndefined();
  });

  it('does not link patients kept by another clinician', () => {
    expect(toPatientRow(john, accepted, true).href).toBeUndefined();
  });

  it('anonymises Received patients: padded id and age, no name or dob', () => {
    expect(toPatientRow(anonymisedPatient({ id: 8, currentAge: 35 }), received, true)).toEqual({
      key: 8,
      name: 'Patient 00008',
      dob: 'Age 35',
      sex: 'Female',
    });
  });
});

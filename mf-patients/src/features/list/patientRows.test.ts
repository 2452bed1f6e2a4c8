/** @jest-environment node */
import { patientFixture } from '@refnet/shared-ui/testing';
import { patientList } from '@refnet/shared-ui/testing';
import { anonymisedPatient, createdOnDay } from '../../testing/patients';
import { groupByKey } from './patientGroups';
import { toPatientRow, visiblePatients, type PatientListQuery } from './patientRows';

const added = groupByKey('addedPatients');
const received = groupByKey('pendingPatients');
const accepted = groupByKey('acceptedPatients');

const john = patientFixture({ id: 1, firstName: 'John', lastName: 'Smith', createdOn: createdOnDay(1) });
const jane = patientFixture({
  id: 2,
  title: 'Ms',
  firstName: 'Jane',
  lastName: 'Doe',
  createdOn: createdOnDay(3),
});
const joan = patientFixture({
  id: 3,
  title: 'Mrs',
  firstName: 'Joan',
  lastName: 'Smithers',
  createdOn: createdOnDay(2),
});
const list = patientList({
  addedPatients: [jane, joan, john],
  pendingPatients: [anonymisedPatient({ id: 8, createdOn: createdOnDay(9) })],
  acceptedPatients: [patientFixture({ id: 4, firstName: 'Amir', lastName: 'Khan' })],
});

const query = (overrides: Partial<PatientListQuery>): PatientListQuery => ({
  group: added,
  search: '',
  order: 'newest',
  ...overrides,
});
const ids = (q: PatientListQuery) => visiblePatients(list, q).map((row) => row.id);

describe('visiblePatients', () => {
  it("shows the tab's own group", () => {
    expect(ids(query({}))).toEqual([2, 3, 1]);
    expect(ids(query({ group: received }))).toEqual([8]);
    expect(ids(query({ group: accepted }))).toEqual([4]);
  });

  it('orders by creation, newest or oldest first, the higher id first on a tie', () => {
    expect(ids(query({ order: 'oldest' }))).toEqual([1, 3, 2]);
    const tied = patientList({
      addedPatients: [john, { ...jane, createdOn: john.createdOn }],
    });
    expect(visiblePatients(tied, query({})).map((row) => row.id)).toEqual([2, 1]);
  });

  it('searches title, first and last name, ignoring case', () => {
    expect(ids(query({ search: 'SMITH' }))).toEqual([3, 1]);
    expect(ids(query({ search: 'ms jane' }))).toEqual([2]);
    expect(ids(query({ search: 'nobody' }))).toEqual([]);
  });

  it('ignores the search on Received, where there are no names', () => {
    expect(ids(query({ group: received, search: 'smith' }))).toEqual([8]);
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

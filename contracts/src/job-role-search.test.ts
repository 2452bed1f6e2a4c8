/** @jest-environment node */
import { findJobRoleNodes } from './job-role-search.js';
import { jobRolesFrom } from './testing/job-roles.js';

const JOB_ROLES = jobRolesFrom([
  [1, 'General Practitioner', null, null],
  [2, 'Consultant', 'Orthopaedic Surgery', 'Hip'],
  [3, 'Consultant', 'Orthopaedic Surgery', 'Knee'],
  [4, 'Consultant Physician', 'Dermatology', null],
  [5, 'Consultant Physician', 'Rheumatology', null],
]);

const labels = (text: string) => findJobRoleNodes(JOB_ROLES, text).map((node) => node.label);

describe('findJobRoleNodes', () => {
  it('finds a specialty wherever it sits in the tree, whatever the case', () => {
    expect(findJobRoleNodes(JOB_ROLES, 'DERMATOLOG')).toEqual([
      {
        label: 'Consultant Physician – Dermatology',
        choice: { role: 'Consultant Physician', specialty: 'Dermatology' },
      },
    ]);
  });

  it('finds a role, a specialty and its sub-specialties, in tree order, each once', () => {
    expect(labels('ortho')).toEqual([
      'Consultant – Orthopaedic Surgery',
      'Consultant – Orthopaedic Surgery – Hip',
      'Consultant – Orthopaedic Surgery – Knee',
    ]);
    expect(labels('general')).toEqual(['General Practitioner']);
  });

  it('needs every word typed somewhere in the path', () => {
    expect(findJobRoleNodes(JOB_ROLES, ' consultant  knee ')).toEqual([
      {
        label: 'Consultant – Orthopaedic Surgery – Knee',
        choice: { role: 'Consultant', specialty: 'Orthopaedic Surgery', subSpecialty: 'Knee' },
      },
    ]);
    expect(labels('physician knee')).toEqual([]);
  });

  it('finds nothing when nothing is typed', () => {
    expect(labels('   ')).toEqual([]);
  });
});

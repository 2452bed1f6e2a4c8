/** @jest-environment node */
import { isUnderChoice, resolveJobRole } from './job-role-tree.js';
import { jobRolesFrom } from './testing/job-roles.js';

const JOB_ROLES = jobRolesFrom([
  [1, 'General Practitioner', null, null],
  [2, 'Consultant', 'Orthopaedic Surgery', 'Hip'],
  [3, 'Consultant', 'Orthopaedic Surgery', 'Knee'],
  [4, 'Consultant', 'Urology', null],
  [5, 'Physiotherapist', 'Sports', 'Running'],
]);

describe('resolveJobRole', () => {
  it('lists the roles and has no leaf before a role is chosen', () => {
    const levels = resolveJobRole(JOB_ROLES, {});
    expect(levels.roles).toEqual(['General Practitioner', 'Consultant', 'Physiotherapist']);
    expect(levels.leaf).toBeNull();
  });

  it('takes a role without specialties as a leaf', () => {
    expect(resolveJobRole(JOB_ROLES, { role: 'General Practitioner' }).leaf?.id).toBe(1);
  });

  it('drills role → specialty → sub-specialty and sets the id only at the leaf', () => {
    const role = resolveJobRole(JOB_ROLES, { role: 'Consultant' });
    expect(role.specialties).toEqual(['Orthopaedic Surgery', 'Urology']);
    expect(role.leaf).toBeNull();
    const specialty = resolveJobRole(JOB_ROLES, { role: 'Consultant', specialty: 'Orthopaedic Surgery' });
    expect(specialty.subSpecialties).toEqual(['Hip', 'Knee']);
    expect(specialty.leaf).toBeNull();
    const sub = resolveJobRole(JOB_ROLES, {
      role: 'Consultant',
      specialty: 'Orthopaedic Surgery',
      subSpecialty: 'Knee',
    });
    expect(sub.leaf?.id).toBe(3);
    expect(resolveJobRole(JOB_ROLES, { role: 'Consultant', specialty: 'Urology' }).leaf?.id).toBe(4);
  });

  it('skips levels with a single option', () => {
    const levels = resolveJobRole(JOB_ROLES, { role: 'Physiotherapist' });
    expect(levels.choice).toEqual({ role: 'Physiotherapist', specialty: 'Sports', subSpecialty: 'Running' });
    expect(levels.leaf?.id).toBe(5);
  });

  it('ignores a choice that is not an option of the level', () => {
    expect(resolveJobRole(JOB_ROLES, { role: 'Consultant', specialty: 'Cardiology' }).leaf).toBeNull();
  });
});

describe('isUnderChoice', () => {
  const knee = JOB_ROLES[2]!;

  it('takes a leaf under every level chosen so far, and any leaf when nothing is chosen', () => {
    expect(isUnderChoice(knee, {})).toBe(true);
    expect(isUnderChoice(knee, { role: 'Consultant' })).toBe(true);
    expect(isUnderChoice(knee, { role: 'Consultant', specialty: 'Orthopaedic Surgery' })).toBe(true);
    expect(
      isUnderChoice(knee, { role: 'Consultant', specialty: 'Orthopaedic Surgery', subSpecialty: 'Knee' }),
    ).toBe(true);
  });

  it('refuses a leaf that differs at any chosen level', () => {
    expect(isUnderChoice(knee, { role: 'Physiotherapist' })).toBe(false);
    expect(isUnderChoice(knee, { role: 'Consultant', specialty: 'Urology' })).toBe(false);
    expect(
      isUnderChoice(knee, { role: 'Consultant', specialty: 'Orthopaedic Surgery', subSpecialty: 'Hip' }),
    ).toBe(false);
  });
});

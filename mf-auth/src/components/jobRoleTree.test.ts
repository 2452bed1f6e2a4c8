import { JOB_ROLES } from './testFixtures';
import { resolveJobRole } from './jobRoleTree';

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

/** @jest-environment node */
import { resolveJobRole } from '@refnet/contracts/accounts';
import { JOB_ROLES } from '@refnet/shared-ui/testing';
import { choiceOfLeaf, roleFilterOf } from './roleFilter';

const filterFor = (choice: Parameters<typeof resolveJobRole>[1]) =>
  roleFilterOf(resolveJobRole(JOB_ROLES, choice));

describe('choiceOfLeaf', () => {
  it('walks back from a leaf to its role, specialty and sub-specialty', () => {
    expect(choiceOfLeaf(JOB_ROLES, 1)).toEqual({ role: 'General Practitioner' });
    expect(choiceOfLeaf(JOB_ROLES, 3)).toEqual({
      role: 'Consultant',
      specialty: 'Orthopaedic Surgery',
      subSpecialty: 'Knee',
    });
    expect(resolveJobRole(JOB_ROLES, choiceOfLeaf(JOB_ROLES, 3)).leaf?.id).toBe(3);
  });

  it('chooses nothing for an unknown id', () => {
    expect(choiceOfLeaf(JOB_ROLES, 999)).toEqual({});
  });
});

describe('roleFilterOf', () => {
  it('sends the leaf id with its role and specialty names', () => {
    expect(filterFor(choiceOfLeaf(JOB_ROLES, 1))).toEqual({
      roleId: 1,
      jobRoleSelected: 'General Practitioner',
      jobSpecialtySelected: '',
    });
    expect(filterFor({ role: 'Consultant', specialty: 'Orthopaedic Surgery', subSpecialty: 'Hip' })).toEqual({
      roleId: 2,
      jobRoleSelected: 'Consultant',
      jobSpecialtySelected: 'Orthopaedic Surgery',
    });
  });

  it('sends any role (0) with the names chosen so far above a leaf', () => {
    expect(filterFor({ role: 'Consultant' })).toEqual({
      roleId: 0,
      jobRoleSelected: 'Consultant',
      jobSpecialtySelected: '',
    });
    expect(filterFor({ role: 'Consultant', specialty: 'Orthopaedic Surgery' })).toEqual({
      roleId: 0,
      jobRoleSelected: 'Consultant',
      jobSpecialtySelected: 'Orthopaedic Surgery',
    });
  });

  it('reaches the leaf by itself when every level below the role has one option', () => {
    expect(filterFor({ role: 'Physiotherapist' })).toEqual({
      roleId: 5,
      jobRoleSelected: 'Physiotherapist',
      jobSpecialtySelected: 'Sports',
    });
  });

  it('sends any role when nothing is chosen', () => {
    expect(filterFor({})).toEqual({ roleId: 0, jobRoleSelected: '', jobSpecialtySelected: '' });
  });
});

/** @jest-environment node */
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { JOB_ROLES, patientFixture } from '@refnet/shared-ui/testing';
import { createReferralRequest, missingReferralData } from './referralRequest';
import { clinicianCardFixture } from './testing/wizardFixtures';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizardState';

function complete(): WizardState {
  const actions: WizardAction[] = [
    { type: 'choosePatient', patient: patientFixture() },
    { type: 'setText', field: 'patientHistory', value: 'Two episodes over three months.' },
    { type: 'setText', field: 'mainDescription', value: 'Please assess.' },
    { type: 'chooseClinician', clinician: clinicianCardFixture(), jobRole: JOB_ROLES[3]! },
  ];
  return actions.reduce(wizardReducer, initialWizardState({ maxStep: 3 }));
}

describe('SPEC §5 "Referral before sending"', () => {
  it.each([
    [{ currentPatient: null }, REFERRAL_MESSAGES.patientMissing],
    [{ patientHistory: '  ' }, REFERRAL_MESSAGES.historyMissing],
    [{ mainDescription: '' }, REFERRAL_MESSAGES.mainDescriptionMissing],
    [{ jobRoleId: 0 }, REFERRAL_MESSAGES.jobRoleMissing],
  ])('with %j says "%s"', (change, message) => {
    expect(missingReferralData({ ...complete(), ...change })).toBe(message);
  });

  it('passes a complete referral', () => {
    expect(missingReferralData(complete())).toBeNull();
  });
});

describe('the POST /referrals/create/ body', () => {
  it('names the receiver of a named referral', () => {
    expect(createReferralRequest(complete(), 70)).toEqual({
      patientId: 42,
      crpId: 70,
      jobRoleId: 4,
      mainDescription: 'Please assess.',
      patientHistory: 'Two episodes over three months.',
      specifiedClinician: true,
      receiverCrpId: 80,
    });
  });

  it('leaves the receiver out of an open referral', () => {
    const open = wizardReducer(complete(), { type: 'setOpen' });
    const body = createReferralRequest(open, 70);
    expect(body).toMatchObject({ specifiedClinician: false, jobRoleId: 4 });
    expect(body).not.toHaveProperty('receiverCrpId');
  });
});

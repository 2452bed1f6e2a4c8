/** @jest-environment node */
import { AGREEMENTS, JOB_ROLES, patientFixture } from '@refnet/shared-ui/testing';
import { clinicianCardFixture } from './testing/wizardFixtures';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizardState';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const fresh = () => initialWizardState({ maxStep: 3 });
const urology = JOB_ROLES[3]!;
const hip = JOB_ROLES[1]!;

describe('the referral wizard state (SPEC §3 Wizard data, §4)', () => {
  it('advances by one up to the last step and goes back down to 0', () => {
    let state = fresh();
    for (let i = 0; i < 5; i += 1) state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe(3);
    for (let i = 0; i < 5; i += 1) state = wizardReducer(state, { type: 'previous' });
    expect(state.step).toBe(0);
    expect(
      run(initialWizardState({ maxStep: 2 }), { type: 'next' }, { type: 'next' }, { type: 'next' }).step,
    ).toBe(2);
  });

  it('choosing a patient advances and takes their insurer and address for the search', () => {
    const patient = patientFixture({ isSelfPayer: false, insurancePolicy: AGREEMENTS[1]! });
    const state = run(fresh(), { type: 'choosePatient', patient });
    expect(state).toMatchObject({
      step: 1,
      selectedPatient: true,
      patientId: 42,
      currentPatient: patient,
      currentPostcode: 'W2 1NY',
      searchLatitude: 51.5,
      searchLongitude: -0.17,
      insuranceProviderId: 12,
    });
    expect(run(fresh(), { type: 'choosePatient', patient: patientFixture() }).insuranceProviderId).toBe(0);
  });

  it('clearing the patient resets the patient data and nothing else', () => {
    const state = run(
      fresh(),
      { type: 'choosePatient', patient: patientFixture() },
      { type: 'setText', field: 'patientHistory', value: 'Two episodes.' },
      { type: 'clearPatient' },
    );
    expect(state).toMatchObject({
      selectedPatient: false,
      patientId: 0,
      currentPatient: null,
      currentPostcode: '',
      searchLatitude: null,
      searchLongitude: null,
      patientHistory: 'Two episodes.',
      step: 1,
    });
  });

  it('a job role is set only at a leaf; changing it drops a chosen clinician', () => {
    const ben = clinicianCardFixture();
    let state = run(fresh(), { type: 'chooseClinician', clinician: ben, jobRole: urology });
    expect(state).toMatchObject({ specifiedClinician: true, targetClinicianId: 80, jobRoleId: 4, step: 1 });
    state = run(state, {
      type: 'chooseJobRole',
      choice: { role: 'Consultant', specialty: 'Orthopaedic Surgery' },
      leaf: null,
    });
    expect(state).toMatchObject({
      jobRoleId: 0,
      selectedJobRole: 'Consultant',
      selectedJobSpecialty: 'Orthopaedic Surgery',
      selectedJobSubSpecialty: '',
      specifiedClinician: false,
      targetClinician: null,
    });
    state = run(state, {
      type: 'chooseJobRole',
      choice: { role: 'Consultant', specialty: 'Orthopaedic Surgery', subSpecialty: 'Hip' },
      leaf: hip,
    });
    expect(state).toMatchObject({ jobRoleId: 2, jobRole: hip, selectedJobSubSpecialty: 'Hip' });
  });

  it('setting the referral open clears the specified clinician and advances', () => {
    const state = run(
      { ...fresh(), step: 2 },
      { type: 'chooseClinician', clinician: clinicianCardFixture(), jobRole: urology },
      { type: 'previous' },
      { type: 'setOpen' },
    );
    expect(state).toMatchObject({
      step: 3,
      specifiedClinician: false,
      targetClinicianId: 0,
      targetClinician: null,
      jobRoleId: 4,
    });
  });

  it('starts on a fixed clinician with their first job role, or on the route patient at step 1', () => {
    const target = clinicianCardFixture({ jobRole: [urology, hip] });
    expect(initialWizardState({ maxStep: 2, target })).toMatchObject({
      step: 0,
      maxStep: 2,
      specifiedClinician: true,
      targetClinicianId: 80,
      jobRoleId: 4,
    });
    expect(initialWizardState({ maxStep: 3, step: 1, patient: patientFixture() })).toMatchObject({
      step: 1,
      selectedPatient: true,
      patientId: 42,
    });
  });

  it("moves a fixed clinician's referral to another of their clinics, keeping the job role and step", () => {
    const target = clinicianCardFixture({ jobRole: [urology, hip] });
    const elsewhere = { ...target, id: 81 };
    const state = run(
      initialWizardState({ maxStep: 2, target }),
      { type: 'setJobRole', jobRole: hip },
      { type: 'chooseTargetClinic', clinician: elsewhere },
    );
    expect(state).toMatchObject({
      step: 0,
      specifiedClinician: true,
      targetClinicianId: 81,
      targetClinician: elsewhere,
      jobRoleId: hip.id,
    });
  });

  it('records that the referral was made', () => {
    expect(run(fresh(), { type: 'referralSent' }).referralMade).toBe(true);
  });
});

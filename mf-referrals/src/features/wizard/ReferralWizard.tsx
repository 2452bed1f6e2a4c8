import { useReducer, type ComponentType } from 'react';
import type { ClinicianCard, ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import { Steps } from '@refnet/shared-ui/display';
import { ClinicianStep } from './clinician/ClinicianStep';
import { ReferralInfoStep } from './info/ReferralInfoStep';
import { ReferralParties } from './parties/ReferralParties';
import { SelectPatientStep } from './patient/SelectPatientStep';
import { ReferralSentModal } from './ReferralSentModal';
import { ReviewStep } from './review/ReviewStep';
import { useActingClinician } from './useActingClinician';
import { wizardReducer, type WizardState } from './wizardState';
import { STEP_TITLES, type StepKind } from './wizardSteps';
import { WizardNav } from './WizardNav';

export interface ReferralWizardProps {
  steps: readonly StepKind[];
  initialState: WizardState;
  /** False in the patient-preselected variant (SPEC §2.11). */
  canClearPatient: boolean;
  /**
   * Direct-to-clinician: the target is fixed, named above every step, and its job role may be changed on
   * the review; `targetClinics` are the clinician's clinics the referral may go to.
   */
  targetFixed?: boolean;
  targetClinics?: readonly ClinicianCard[];
  /** For tests: a stand-in for mf-clinicians' picker parcel. */
  Picker?: ComponentType<ClinicianPickerProps>;
}

const originOf = ({ searchLatitude: lat, searchLongitude: lng }: WizardState) =>
  lat === null || lng === null ? undefined : { lat, lng };

/** The referral wizard (SPEC §2.11, §4): who it is about, its steps, the current step and the way back. */
export function ReferralWizard({
  steps,
  initialState,
  canClearPatient,
  targetFixed,
  targetClinics = [],
  Picker,
}: ReferralWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialState);
  const { userProfileId } = useActingClinician();
  const kind = steps[state.step] ?? 'patient';
  const onPrevious = state.step > 0 ? () => dispatch({ type: 'previous' }) : undefined;

  return (
    <Flex vertical gap="large">
      <Steps current={state.step} items={steps.map((step) => ({ title: STEP_TITLES[step] }))} />
      {/* The review's summary names them both; step 0 shows the patient in its own card, to clear it. */}
      <ReferralParties
        patient={kind === 'patient' || kind === 'review' ? null : state.currentPatient}
        target={targetFixed && kind !== 'review' ? state.targetClinician : null}
        clinics={targetClinics}
        onChooseClinic={(clinician) => dispatch({ type: 'chooseTargetClinic', clinician })}
      />
      <section aria-labelledby="wizard-step-title">
        <Typography.Title level={2} id="wizard-step-title" style={{ fontSize: 20 }}>
          {STEP_TITLES[kind]}
        </Typography.Title>
        {kind === 'patient' && (
          <>
            <SelectPatientStep
              patient={state.currentPatient}
              onChoose={(patient) => dispatch({ type: 'choosePatient', patient })}
              onClear={canClearPatient ? () => dispatch({ type: 'clearPatient' }) : undefined}
            />
            <WizardNav
              forward={
                <Button
                  type="primary"
                  onClick={() => dispatch({ type: 'next' })}
                  disabled={!state.selectedPatient}
                >
                  Next
                </Button>
              }
            />
          </>
        )}
        {kind === 'info' && (
          <ReferralInfoStep
            texts={state}
            onChange={(field, value) => dispatch({ type: 'setText', field, value })}
            onNext={() => dispatch({ type: 'next' })}
            onPrevious={onPrevious}
          />
        )}
        {kind === 'clinician' && (
          <>
            <ClinicianStep
              choice={{
                role: state.selectedJobRole || undefined,
                specialty: state.selectedJobSpecialty || undefined,
                subSpecialty: state.selectedJobSubSpecialty || undefined,
              }}
              jobRoleId={state.jobRoleId}
              insuranceProviderId={state.insuranceProviderId}
              origin={originOf(state)}
              ownUserProfileId={userProfileId}
              onChooseJobRole={(choice, leaf) => dispatch({ type: 'chooseJobRole', choice, leaf })}
              onChooseClinician={(clinician, jobRole) =>
                dispatch({ type: 'chooseClinician', clinician, jobRole })
              }
              onSetOpen={() => dispatch({ type: 'setOpen' })}
              Picker={Picker}
            />
            <WizardNav onPrevious={onPrevious} />
          </>
        )}
        {kind === 'review' && (
          <ReviewStep
            state={state}
            onSent={() => dispatch({ type: 'referralSent' })}
            onSetJobRole={targetFixed ? (jobRole) => dispatch({ type: 'setJobRole', jobRole }) : undefined}
            onPrevious={onPrevious}
          />
        )}
      </section>
      <ReferralSentModal open={state.referralMade} />
    </Flex>
  );
}

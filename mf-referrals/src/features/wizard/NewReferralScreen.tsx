import type { ScreenProps } from '@refnet/shared-ui';
import { ReferralWizard } from './ReferralWizard';
import { initialWizardState } from './wizardState';
import { FOUR_STEPS, maxStepOf } from './wizardSteps';
import { WizardPage } from './WizardPage';

/** /referral/add (and /referral/patient-selected without an id): the four steps from step 0. */
export function NewReferralScreen({ route }: ScreenProps) {
  return (
    <WizardPage title={route.title}>
      <ReferralWizard
        steps={FOUR_STEPS}
        initialState={initialWizardState({ maxStep: maxStepOf(FOUR_STEPS) })}
        canClearPatient
      />
    </WizardPage>
  );
}

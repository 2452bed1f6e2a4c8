import { mainDescriptionField, patientHistoryField, REFERRAL_TEXT_MAX } from '@refnet/contracts/referrals';
import { Button } from '@refnet/shared-ui';
import { Form, Input, schemaRule } from '@refnet/shared-ui/forms';
import type { ReferralText } from '../wizardState';
import { WizardNav } from '../WizardNav';

export const HISTORY_LABEL = 'History';
export const REASON_LABEL = 'Reason for referral';

export type ReferralTexts = Record<ReferralText, string>;

export interface ReferralInfoStepProps {
  texts: ReferralTexts;
  onChange: (field: ReferralText, value: string) => void;
  onNext: () => void;
  /** The wizard's Previous, on the row of Next. */
  onPrevious?: () => void;
}

/** SPEC §5 referral information: both required, at most 1500 characters. */
export const referralTextsPass = (texts: ReferralTexts) =>
  patientHistoryField.safeParse(texts.patientHistory).success &&
  mainDescriptionField.safeParse(texts.mainDescription).success;

const COUNT = { show: true, max: REFERRAL_TEXT_MAX };

/**
 * Step 1: the patient's history and the reason for referral, with counters. The counter shows when the
 * limit is passed (the text is not cut), the field says so, and Next stays disabled until both pass.
 */
export function ReferralInfoStep({ texts, onChange, onNext, onPrevious }: ReferralInfoStepProps) {
  return (
    <Form<ReferralTexts>
      layout="vertical"
      aria-label="Referral information"
      initialValues={texts}
      validateTrigger={['onChange', 'onBlur']}
      onValuesChange={(changed: Partial<ReferralTexts>) => {
        for (const [field, value] of Object.entries(changed)) onChange(field as ReferralText, value ?? '');
      }}
      onFinish={() => referralTextsPass(texts) && onNext()}
    >
      <Form.Item label={HISTORY_LABEL} name="patientHistory" rules={[schemaRule(patientHistoryField)]}>
        <Input.TextArea rows={6} count={COUNT} />
      </Form.Item>
      <Form.Item label={REASON_LABEL} name="mainDescription" rules={[schemaRule(mainDescriptionField)]}>
        <Input.TextArea rows={6} count={COUNT} />
      </Form.Item>
      <WizardNav
        onPrevious={onPrevious}
        forward={
          <Button type="primary" htmlType="submit" disabled={!referralTextsPass(texts)}>
            Next
          </Button>
        }
      />
    </Form>
  );
}

import { Flex, Typography, useIsNarrow } from '@refnet/shared-ui';
import { Steps } from '@refnet/shared-ui/display';

export type ProgressStep = 1 | 2 | 3;

const STEP_TITLES = ['Check your e-mail', 'Verify your e-mail', 'Account approval'] as const;

/** SPEC §2.5 registration progress: "step N of 3", with the three steps named. */
export function ProgressSteps({ step }: { step: ProgressStep }) {
  const isNarrow = useIsNarrow();
  return (
    <Flex vertical gap="small" style={{ marginBottom: 24 }}>
      <Typography.Text strong>
        Step {step} of {STEP_TITLES.length}
      </Typography.Text>
      <Steps
        size="small"
        current={step - 1}
        orientation={isNarrow ? 'vertical' : 'horizontal'}
        items={STEP_TITLES.map((title) => ({ title }))}
      />
    </Flex>
  );
}

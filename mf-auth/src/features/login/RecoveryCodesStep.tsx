import { Button, Flex } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { RecoveryCodesList } from '../../components/second-factor/RecoveryCodesList';

export const CONTINUE_TEXT = 'I have saved my codes, continue';

/** After setting up two-factor sign-in: its recovery codes, before the session starts. */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => Promise<void>;
}) {
  const { run, pending } = useOneAtATime(onContinue);
  return (
    <Flex vertical gap="large">
      <RecoveryCodesList codes={codes} />
      <Button type="primary" loading={pending} onClick={() => void run()} block>
        {CONTINUE_TEXT}
      </Button>
    </Flex>
  );
}

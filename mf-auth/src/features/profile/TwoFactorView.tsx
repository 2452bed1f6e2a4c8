import { useState } from 'react';
import { Button, Flex } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import { RecoveryCodesList } from '../../components/second-factor/RecoveryCodesList';
import { secondFactorQuery } from './secondFactorQuery';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { TwoFactorSettings } from './TwoFactorSettings';

export const LOADING_SECOND_FACTOR_TEXT = 'Loading your two-factor sign-in...';
export const SECOND_FACTOR_LOAD_FAILED_TEXT = 'Your two-factor sign-in settings could not be loaded.';

/**
 * Profile view "Two-factor sign-in" (issue 22): turn it on with an authenticator app, make new recovery
 * codes, or turn it off. New recovery codes are shown once, before anything else.
 */
export function TwoFactorView() {
  const { loaded } = useServerData(secondFactorQuery);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  if (newCodes) {
    return (
      <Flex vertical gap="large" align="start">
        <RecoveryCodesList codes={newCodes} />
        <Button type="primary" onClick={() => setNewCodes(null)}>
          I have saved my codes
        </Button>
      </Flex>
    );
  }
  if (loaded.status === 'loading') return <LoadingState text={LOADING_SECOND_FACTOR_TEXT} />;
  if (loaded.status === 'error')
    return <LoadFailed text={SECOND_FACTOR_LOAD_FAILED_TEXT} onRetry={loaded.retry} />;
  return loaded.data.enabled ? (
    <TwoFactorSettings status={loaded.data} onRecoveryCodes={setNewCodes} />
  ) : (
    <TwoFactorEnrolment onEnabled={setNewCodes} />
  );
}

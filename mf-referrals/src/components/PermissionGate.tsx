import type { ReactNode } from 'react';
import type { ReferralPermissions } from '@refnet/contracts/accounts';
import { Alert, LoadingState } from '@refnet/shared-ui/display';
import { useKnownReferralPermissions } from '@refnet/shared-ui/referrals';

export interface PermissionGateProps {
  /** SPEC §6: the permission a delegate needs to see `children`; clinicians always have it. */
  permission: keyof ReferralPermissions;
  /** What a delegate without it is told instead. */
  deniedText: string;
  children: ReactNode;
}

/**
 * `children` only for a user with `permission`: a delegate without it reads `deniedText`, and nothing of
 * `children` mounts (so nothing is fetched only to be refused). Loading until a delegate's profile is known.
 */
export function PermissionGate({ permission, deniedText, children }: PermissionGateProps) {
  const permissions = useKnownReferralPermissions();
  if (!permissions) return <LoadingState />;
  if (!permissions[permission]) return <Alert type="info" showIcon title={deniedText} />;
  return <>{children}</>;
}

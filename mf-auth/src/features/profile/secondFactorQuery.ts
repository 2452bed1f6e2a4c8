import { serverQuery } from '@refnet/shared-ui/data';
import { fetchSecondFactorStatus } from '@refnet/shared-ui/second-factor';

/** GET /second-factor/: whether the signed-in user's two-factor sign-in is on (only the profile shows it). */
export const secondFactorQuery = serverQuery(['/second-factor/'], fetchSecondFactorStatus);

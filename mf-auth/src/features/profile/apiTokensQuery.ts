import { fetchApiTokens } from '@refnet/shared-ui/api-tokens';
import { serverQuery } from '@refnet/shared-ui/data';

/** GET /api-tokens/: the signed-in user's personal API tokens (only the profile shows them). */
export const apiTokensQuery = serverQuery(['/api-tokens/'], fetchApiTokens);

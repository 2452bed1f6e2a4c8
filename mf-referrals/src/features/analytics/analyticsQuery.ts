import { serverQuery } from '@refnet/shared-ui/data';
import { fetchAnalytics } from '@refnet/shared-ui/referrals';

/** GET /user/analytics-data/{size}/ for the data layer: the dashboard's summary, or every clinician. */
export const analyticsQuery = (size: number) =>
  serverQuery(['/user/analytics-data/', size], (options) => fetchAnalytics(size, options));

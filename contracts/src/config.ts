// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';

export const REMOTE_NAMES = ['mf_auth', 'mf_referrals', 'mf_patients', 'mf_clinicians', 'mf_admin'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

export const appVersionResponseSchema = z.object({ version: z.string() });
export type AppVersionResponse = z.infer<typeof appVersionResponseSchema>;

/** GET /config.json: read by the shell at start so remotes can move without rebuilding it. */
export const appConfigSchema = z.object({
  version: z.string(),
  googleMapsApiKey: z.string(),
  /** The RefNet team's inbox (SUPPORT_EMAIL): where people are asked to write when a link fails. */
  supportEmail: z.string(),
  remotes: z.record(remoteNameSchema, z.string().check(z.minLength(1))),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

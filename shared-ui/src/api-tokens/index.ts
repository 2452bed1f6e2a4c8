// @refnet/shared-ui/api-tokens: the calls of a person's own personal API tokens (issue 21). Only mf-auth's
// profile uses them, so this entry is not shared: mf-auth bundles it (as mf-admin does /admin), and the
// pages that load /accounts, the dashboard among them, do not carry the tokens' schemas. The calls still
// go through the page's one API client from '@refnet/shared-ui'.
export { createApiToken, fetchApiTokens, revokeApiToken } from './calls';

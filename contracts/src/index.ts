// @refnet/contracts: what every page needs (the route table, sessions, configuration, message shapes).
// Each area's schemas are a subpath entry of their own (e.g. '@refnet/contracts/accounts') so the
// landing page, which loads this entry, never carries them.
export * from './common.js';
export * from './auth.js';
export * from './config.js';
export * from './routes.js';
export * from './uk-time.js';

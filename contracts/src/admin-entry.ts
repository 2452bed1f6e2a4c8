// @refnet/contracts/admin: the staff pages' calls (SPEC §2.14, §7.1), for mf-admin and the API.
export * from './admin.js';
export * from './admin-lists.js';
export * from './px-ref.js';
export * from './remote-releases.js';

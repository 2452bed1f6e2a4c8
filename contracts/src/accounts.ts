// @refnet/contracts/accounts: registration, profiles, clinics, passwords, support and the admin
// verification call, with the reference data and the SPEC §5 field rules they use.
export * from './reference-data.js';
export * from './registration-text.js';
export * from './geocoding.js';
export * from './validation.js';
export * from './registration.js';
export * from './profile.js';
export * from './password.js';
export * from './support.js';
export * from './admin.js';
export * from './delegates.js';
export * from './job-role-tree.js';
export * from './job-role-search.js';

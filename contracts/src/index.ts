export * from './common.js';
export * from './auth.js';
export * from './config.js';
export * from './routes.js';
export * from './reference-data.js';
export * from './geocoding.js';
export * from './registration.js';

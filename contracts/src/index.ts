export * from './common.js';
export * from './auth.js';
export * from './config.js';
export * from './routes.js';

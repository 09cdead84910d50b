export * from './accounts.js';
export * from './auth.js';
export * from './boot.js';
export * from './common.js';
export * from './configuration.js';
export * from './files.js';
export * from './roles.js';
export * from './system.js';

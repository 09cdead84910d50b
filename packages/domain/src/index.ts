export * from './api-errors.js';
export * from './constants.js';
export * from './environments.js';
export * from './errors.js';
export * from './roles.js';
export * from './tenants/index.js';
export * from './texts.js';

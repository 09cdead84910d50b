export * from './boot.js';
export * from './common.js';
export * from './configuration.js';
export * from './system.js';

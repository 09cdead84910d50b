export * from './registration.js';
export * from './regions.js';
export * from './registration-policy.js';
export * from './notices.js';

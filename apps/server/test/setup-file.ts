import { afterAll } from 'vitest';
import { releaseFileResources } from './helpers.js';

// Runs for every test file (setup files do, even without isolation): what the file opened is closed and
// its database dropped when it ends, so the next file of the worker starts from the template again.
afterAll(releaseFileResources);

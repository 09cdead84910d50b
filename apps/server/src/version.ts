import packageJson from '../package.json' with { type: 'json' };

/** The server's version (apps/server/package.json), reported by GET /api/boot and in the API docs. */
export const VERSION: string = packageJson.version;

/**
 * The data grid engine (spec 3 §2 "Generic data grid", §3, §6, §7 "Grids"; DESIGN §3 "Grids, in detail"):
 * pages, summaries, exports, Disable/Enable and delete over any entity's grids (src/entities.ts).
 */
export { registerGridRoutes } from './grid.routes.js';
export { createGridService, type GridService } from './grid.service.js';
export type { GridPdfJob } from './grid-pdf.js';

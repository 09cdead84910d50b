/** Business constants and limits: spec 1 §9, spec 2 §9, spec 3 §9. */
export const CONFIRMATION_LINK_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 8;
export const LAST_NAME_MIN_LENGTH = 2;
export const TOKEN_LIFETIME_SECONDS = 18000;
export const TOKEN_REFRESH_SECONDS = 900;
export const EXPIRY_CHECK_MS = 5000;
export const IDLE_TIMEOUT_MS = 900000;
export const GRID_PAGE_SIZE = 5;
export const GRID_FIRST_PAGE = 1;
export const HELP_DESK_HOURS = '9am-4pm Central';
export const DOCUMENT_VIEWER_RELOAD_MS = 2000;
export const HOME_IMAGE_FADE_MS = 2500;
export const HOME_IMAGE_STAGGER_MAX_MS = 16000;
export const SEARCH_MIN_CHARS = 2;
/** The most items a form search (autocomplete, cross-reference) answers: enough to choose from, never a dump. */
export const FORM_SEARCH_LIMIT = 25;
export const TEXT_MAX_LENGTH = 180;
export const MAX_RESUME_REFERENCES = 3;
export const HUB_RECONNECT_ATTEMPTS = 5;
export const HUB_RECONNECT_INTERVAL_MS = 5000;
export const DASHBOARD_MENU_SCROLL_PX = 100;

/**
 * The id of the JSON block the server writes into every page of the web app: GET /api/boot's answer and
 * the maintenance flag, so the first render needs no request (apps/server/src/platform/web-app.ts).
 */
export const INLINE_BOOT_ID = 'registry-boot';
/** Set on #root, to the path, when the page holds that path's pre-rendered markup (apps/web/src/main.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> once the app is live in the browser (rendered, or hydrated): its handlers work. */
/**
 * On #root when the server sent a signed-in page's frame (the shell, the page's heading and instruction,
 * before its data): the path it was drawn for. The app renders over it, never hydrates it.
 */
export const FRAME_ATTRIBUTE = 'data-frame';
/**
 * The cookie that tells the server the active role of the browser's signed-in tab, so that it can send the
 * frame of that role's dashboard. Not a credential: the role's name only, which decides nothing on the server.
 */
export const ROLE_COOKIE = 'registry-role';
export const APP_READY_ATTRIBUTE = 'data-app-ready';

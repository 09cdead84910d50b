/** The part of rolldown's module graph the chunk groups read. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * Code only signed-in pages load: the form and grid engines and the libraries only they use (the date
 * pickers and dayjs, the rich text editor, TanStack Table, FullCalendar), the pages of signed-in users (the
 * dashboard, the profile, training, the training calendar and catalogue, staff requests, alerts, forms,
 * the feedback list and the inboxes: not the parts of messages the shell uses for its badges), and the
 * hub's connection (the shell opens it only for a signed-in user; socket.io comes with it). They
 * are loaded with the first page that needs them, never by the public pages (issue 7: those must stay
 * fast).
 */
export const SIGNED_IN_CODE =
  /[\\/](src[\\/](engine[\\/]|features[\\/](profile|training|training-calendar|training-catalogue|staff-requests|dashboard|alerts|forms)[\\/]|features[\\/]feedback[\\/]feedback-list-page|features[\\/]messages[\\/](message-inbox-page|notification-inbox-page|compose-modal|message-view-modal|notification-view-modal|recipient-picker|inbox[\\/])|app[\\/]hub[\\/]hub-connection)|node_modules[\\/](@mui[\\/]x-[a-z-]+|@fullcalendar|@full-ui|temporal-polyfill|@tiptap|prosemirror-[a-z-]+|dayjs|@tanstack[\\/](react-table|table-core|react-store|store))[\\/])/;

/**
 * Whether only signed-in code needs a module: it is signed-in code, or everything that imports it
 * (statically or dynamically) is, all the way up. MUI components the pickers bring (tabs, input
 * adornments, the calendar's transitions) or the grid uses (tables) are then loaded with those pages
 * instead of growing the MUI chunk every page loads. A module on an import cycle counts as needed
 * elsewhere (the safe answer), as does one nothing imports (an entry).
 */
export function signedInOnlyModules(graph: () => ModuleGraph | null = () => null) {
  const known = new Map<string, boolean>();
  const isSignedInOnly = (id: string, context: ModuleGraph): boolean => {
    if (SIGNED_IN_CODE.test(id)) return true;
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    known.set(id, false);
    const info = context.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    const result = importers.length > 0 && importers.every((importer) => isSignedInOnly(importer, context));
    known.set(id, result);
    return result;
  };
  return (id: string, context: ModuleGraph | null = graph()) =>
    context ? isSignedInOnly(id, context) : false;
}

/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (input, a paint).
 * Start-up work is cut into such tasks so that none holds a phone's main thread long (docs/decisions).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

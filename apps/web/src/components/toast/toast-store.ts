import { TEXTS, errorToast } from '@registry/domain';
import { isApiError } from '../../lib/api';

export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
  id: number;
  title: string;
  message: string;
  severity: ToastSeverity;
}

export type NewToast = Omit<Toast, 'id'>;

/** Texts the store needs that are not the spec's fixed texts; given by i18n so the store stays plain. */
export interface ToastTexts {
  network: string;
  unknown: string;
}

/**
 * The toast shown for a failed call, or null for none (spec 1 §8 through errorToast of the domain):
 * a response error follows the body rule (401 none, 403 the access text); a failure without a response
 * (network down) gets a plain connection message.
 */
export function toastForError(error: unknown, texts: ToastTexts): NewToast | null {
  if (isApiError(error)) {
    const toast = errorToast(error.status, error.body);
    if (!toast) return null;
    return { severity: 'error', title: toast.title, message: toast.message || texts.unknown };
  }
  const message = error instanceof TypeError ? texts.network : texts.unknown;
  return { severity: 'error', title: TEXTS.errorTitle, message };
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  show(toast: NewToast): number;
  showError(error: unknown): void;
  dismiss(id: number): void;
}

/**
 * Toasts live outside React so that non-React code (the query client's error handler) can raise them;
 * ToastProvider renders what this store holds.
 */
export function createToastStore(texts: ToastTexts): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const store: ToastStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show(toast) {
      const id = nextId++;
      toasts = [...toasts, { ...toast, id }];
      emit();
      return id;
    },
    showError(error) {
      const toast = toastForError(error, texts);
      if (toast) store.show(toast);
    },
    dismiss(id) {
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
  };
  return store;
}

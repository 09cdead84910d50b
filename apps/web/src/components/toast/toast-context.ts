import { createContext, useContext } from 'react';
import type { ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

/** show(), showError() and dismiss() of the app's toasts. */
export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  return store;
}

import { createContext, useContext } from 'react';

export interface DialogOptions {
  title?: string;
}

export interface PromptOptions extends DialogOptions {
  /** OK is refused while the answer is empty. */
  required?: boolean;
  /** Label of the text field. */
  label?: string;
  defaultValue?: string;
}

/** Promise-based replacements of window.alert/confirm/prompt, rendered as the app's modal. */
export interface Dialogs {
  alert(message: string, options?: DialogOptions): Promise<void>;
  /** Resolves true on OK, false on Cancel, Escape or the backdrop. */
  confirm(message: string, options?: DialogOptions): Promise<boolean>;
  /** Resolves the entered text on OK, null on Cancel. */
  prompt(message: string, options?: PromptOptions): Promise<string | null>;
}

export const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside <DialogProvider>');
  return dialogs;
}

import { useEffect, useState } from 'react';

/** Spec 3 §9: the rich text warning hides after 5 seconds. */
export const RICH_TEXT_WARNING_MS = 5000;

/**
 * A message shown when it arrives and hidden `ms` later (the rich text's 'Please fill out this field').
 * `key` changes with every failed save, so the same message shows again for a new attempt.
 */
export function useTransientMessage(
  message: string | null | undefined,
  key: unknown,
  ms = RICH_TEXT_WARNING_MS,
) {
  const [hidden, setHidden] = useState<{ message: unknown; key: unknown } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setHidden({ message, key }), ms);
    return () => clearTimeout(timer);
  }, [message, key, ms]);
  const expired = hidden !== null && hidden.message === message && hidden.key === key;
  return message && !expired ? message : null;
}

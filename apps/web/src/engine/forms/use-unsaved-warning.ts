import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialog-context';
import { useSession } from '../../lib/session/session-context';
import { LOGIN_PATH } from '../../lib/paths';

/**
 * The unsaved-data warning (spec 1 §2): leaving a form with unsaved changes asks 'Are you sure you want
 * to leave without saving?' (title 'Unsaved Data Warning'), for signed-in users only and not on the way
 * to login (a session that ended goes there without asking). Closing or reloading the tab gets the
 * browser's own question, the only one a page may ask then. `isDirty` answers at the moment of leaving
 * (a save that finished just before counts), `dirty` is the rendered state.
 */
export function useUnsavedWarning(dirty: boolean, isDirty: () => boolean = () => dirty): void {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const signedIn = useSession().token !== null;
  const guard = dirty && signedIn;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      signedIn &&
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(LOGIN_PATH),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void dialogs
      .confirm(t('dialogs.leaveWithoutSaving'), { title: t('dialogs.unsavedTitle') })
      .then((leave) => {
        if (!live) return;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
    return () => {
      live = false;
    };
  }, [blocker, dialogs, t]);

  useEffect(() => {
    if (!guard) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guard]);
}

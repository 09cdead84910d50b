import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { usePageIdle } from '../../lib/use-page-idle';
import { newestNotificationQuery } from './api/list-notifications';

/**
 * The toast on a new notification (spec 1 §2): the Inbox's newest notification is watched (asked every
 * minute and on focus; the hub will invalidate notificationKeys.all instead), and one newer than any seen
 * before that is still unread is toasted with its subject. What is there at sign-in is not news. Asked
 * first once the page is idle (its own data first).
 */
export function useNotificationToast(enabled: boolean): void {
  const { t } = useTranslation();
  const toast = useToast();
  const idle = usePageIdle();
  const newest = useQuery({ ...newestNotificationQuery(), enabled: enabled && idle });
  const seen = useRef<number | null>(null);
  const notification = newest.data;

  useEffect(() => {
    if (notification === undefined) return;
    const id = notification?.notificationId ?? 0;
    const before = seen.current;
    seen.current = Math.max(id, before ?? 0);
    if (before === null || notification === null || id <= before || notification.read) return;
    toast.show({
      severity: 'info',
      title: t('notifications.toastTitle'),
      message: notification.subject.trim() || t('inbox.noSubject'),
    });
  }, [notification, toast, t]);
}

/**
 * The toast watcher as a component of its own (it draws nothing): the page becoming idle, which starts
 * the watch, then renders only this, not the navigation bar around it.
 */
export function NotificationToastWatch({ enabled }: { enabled: boolean }): null {
  useNotificationToast(enabled);
  return null;
}

import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { unreadMessageCountQuery } from '../../features/messages/api/count-messages';
import { unreadNotificationCountQuery } from '../../features/messages/api/count-notifications';
import { usePageIdle } from '../../lib/use-page-idle';
import { pathTo } from '../paths';

function BadgeLink({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}) {
  return (
    <IconButton
      component={NavLink}
      to={to}
      aria-label={label}
      sx={{ color: 'primary.main', '&.active': { bgcolor: 'action.selected' } }}
    >
      <Badge badgeContent={count} color="error" max={99} aria-hidden>
        {icon}
      </Badge>
    </IconButton>
  );
}

/**
 * The navigation bar's bell and envelope (spec 1 §2): links to the notification and message inboxes
 * with the number of unread items in each Inbox as a badge, and that number in their names. The counts
 * are asked every minute and when the window regains focus (the hub will invalidate them sooner), the
 * first time once the page is idle (its own data first).
 */
export function InboxBadges({ notifications, messages }: { notifications: boolean; messages: boolean }) {
  const { t } = useTranslation();
  const idle = usePageIdle();
  const messageCount = useQuery({ ...unreadMessageCountQuery(), enabled: messages && idle });
  const notificationCount = useQuery({ ...unreadNotificationCountQuery(), enabled: notifications && idle });
  return (
    <>
      {notifications && (
        <BadgeLink
          to={pathTo('notifications')}
          count={notificationCount.data ?? 0}
          label={
            notificationCount.data === undefined
              ? t('notifications.nav')
              : t('notifications.navUnread', { count: notificationCount.data })
          }
          icon={<NotificationsNoneIcon />}
        />
      )}
      {messages && (
        <BadgeLink
          to={pathTo('messages')}
          count={messageCount.data ?? 0}
          label={
            messageCount.data === undefined
              ? t('messages.nav')
              : t('messages.navUnread', { count: messageCount.data })
          }
          icon={<MailOutlineIcon />}
        />
      )}
    </>
  );
}

import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { TNotification, TNotificationActionRequest } from '@registry/contracts';
import { NOTIFICATION_FOLDERS, type NotificationFolder } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { formatInstant } from '../../lib/format-date';
import { notificationCountQuery } from './api/count-notifications';
import { notificationListQuery } from './api/list-notifications';
import { useNotificationAction } from './api/notification-action';
import { InboxPageFrame } from './inbox/inbox-page-frame';
import { InboxPager } from './inbox/inbox-pager';
import { InboxTable, type InboxRow } from './inbox/inbox-table';
import { InboxToolbar, type InboxAction } from './inbox/inbox-toolbar';
import { previewLength, previewText } from './inbox/preview';
import { useInboxState } from './inbox/use-inbox-state';
import { useViewportWidth } from './inbox/use-viewport-width';
import { NotificationViewModal } from './notification-view-modal';

const NO_NOTIFICATIONS: TNotification[] = [];
type NotificationAction = TNotificationActionRequest['action'];

/**
 * The notification inbox (spec 2 "Notification inbox"): like the message inbox without Compose, Delete
 * or Sent; 'No Notifications' when empty; opening one marks it read and shows it with the button to its
 * route. Failed actions are silently ignored (spec 2 §8).
 */
export function NotificationInboxPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const inbox = useInboxState<NotificationFolder>('Inbox');
  const { folder, filter, pageSize } = inbox;
  const count = useQuery(notificationCountQuery({ folder, filter }));
  const page = inbox.pageFor(count.data);
  const list = useQuery(notificationListQuery({ folder, filter, ...inbox.rowsOf(page) }));
  const action = useNotificationAction();
  const length = previewLength(useViewportWidth());
  const [open, setOpen] = useState<TNotification | null>(null);

  const notifications = list.data ?? NO_NOTIFICATIONS;
  const selectedIds = notifications
    .map((notification) => notification.notificationId)
    .filter((id) => inbox.selected.has(id));
  const act = (name: NotificationAction, ids: number[]) => {
    if (ids.length > 0) action.mutate({ action: name, notificationIds: ids });
  };
  const onSelected = (name: NotificationAction) => () => {
    act(name, selectedIds);
    inbox.clearSelection();
  };

  const actions: InboxAction[] = [
    { key: 'read', label: t('inbox.markRead'), icon: <DraftsOutlinedIcon />, onClick: onSelected('Read') },
    {
      key: 'unread',
      label: t('inbox.markUnread'),
      icon: <MarkEmailUnreadOutlinedIcon />,
      onClick: onSelected('Unread'),
    },
    folder === 'Inbox'
      ? {
          key: 'archive',
          label: t('inbox.archive'),
          icon: <ArchiveOutlinedIcon />,
          onClick: onSelected('Archive'),
        }
      : {
          key: 'unarchive',
          label: t('inbox.unarchive'),
          icon: <InboxOutlinedIcon />,
          onClick: onSelected('Unarchive'),
        },
  ];

  const rows: InboxRow[] = notifications.map((notification) => ({
    id: notification.notificationId,
    subject: notification.subject,
    preview: previewText(notification.body, length),
    date: formatInstant(notification.creationDateTime, tenant.timeZone),
    read: notification.read,
    starred: notification.starred,
  }));
  const listName = t('routes.notifications.title');

  return (
    <InboxPageFrame
      title={listName}
      instruction={t('instructions.notifications')}
      list={list}
      empty={t('notifications.empty')}
      toolbar={
        <InboxToolbar<NotificationFolder>
          listName={listName}
          rowCount={rows.length}
          selectedCount={selectedIds.length}
          onSelectAll={(all) => inbox.selectOnly(all ? rows.map((row) => row.id) : [])}
          folders={NOTIFICATION_FOLDERS}
          folder={folder}
          onFolder={inbox.setFolder}
          filter={filter}
          onFilter={inbox.setFilter}
          actions={actions}
        />
      }
      after={open && <NotificationViewModal notification={open} onClose={() => setOpen(null)} />}
    >
      <InboxTable
        caption={t('notifications.listLabel', { folder: t(`inbox.folders.${folder}`) })}
        rows={rows}
        selected={inbox.selected}
        busy={list.isFetching || action.isPending}
        onSelect={inbox.select}
        onStar={(row) => act(row.starred ? 'Unstar' : 'Star', [row.id])}
        onOpen={(row) => {
          const notification = notifications.find((candidate) => candidate.notificationId === row.id);
          if (!notification) return;
          setOpen(notification);
          if (!notification.read) act('Read', [notification.notificationId]);
        }}
      />
      {count.data !== undefined && (
        <InboxPager
          listName={listName}
          page={page}
          pageSize={pageSize}
          total={count.data}
          shown={rows.length}
          onPage={inbox.setPage}
          onPageSize={inbox.setPageSize}
        />
      )}
    </InboxPageFrame>
  );
}

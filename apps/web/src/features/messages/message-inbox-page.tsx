import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CreateIcon from '@mui/icons-material/Create';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import type { TMessage } from '@registry/contracts';
import { MESSAGE_FOLDERS, type MessageAction, type MessageFolder } from '@registry/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../lib/tenant-context';
import { formatInstant } from '../../lib/format-date';
import { useSessionSelector } from '../../lib/session/session-context';
import type { SessionState } from '../../lib/session/session-state';
import { messageCountQuery } from './api/count-messages';
import { messageListQuery } from './api/list-messages';
import { useMessageAction } from './api/message-action';
import { ComposeModal, type ComposeDraft } from './compose-modal';
import { InboxPageFrame } from './inbox/inbox-page-frame';
import { InboxPager } from './inbox/inbox-pager';
import { InboxTable, type InboxRow } from './inbox/inbox-table';
import { InboxToolbar, type InboxAction } from './inbox/inbox-toolbar';
import { previewLength, previewText } from './inbox/preview';
import { useInboxState } from './inbox/use-inbox-state';
import { useViewportWidth } from './inbox/use-viewport-width';
import { MessageViewModal } from './message-view-modal';
import { partyNames, replyRecipients, replySubject } from './parties';

const NO_MESSAGES: TMessage[] = [];

const selectUserId = (session: SessionState) => session.userId;

/**
 * The message inbox (spec 2 "Message inbox", §4-§9): the toolbar (select all, Compose, Folder, Filter,
 * Mark Read, Mark Unread, Archive or Inbox, Delete), the list a page at a time with the pager, 'No
 * Messages' when empty, the open message (opening it outside Sent marks it read) and the compose and
 * 'Compose Reply' forms. Failed actions are silently ignored (spec 2 §8).
 */
export function MessageInboxPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const userId = useSessionSelector(selectUserId);
  const inbox = useInboxState<MessageFolder>('Inbox');
  const { folder, filter, pageSize } = inbox;
  const count = useQuery(messageCountQuery({ folder, filter }));
  const page = inbox.pageFor(count.data);
  const list = useQuery(messageListQuery({ folder, filter, ...inbox.rowsOf(page) }));
  const action = useMessageAction();
  const length = previewLength(useViewportWidth());
  const [open, setOpen] = useState<TMessage | null>(null);
  const [draft, setDraft] = useState<ComposeDraft | null>(null);

  const messages = list.data ?? NO_MESSAGES;
  const selectedIds = messages.map((message) => message.messageId).filter((id) => inbox.selected.has(id));
  const act = (name: MessageAction, ids: number[]) => {
    if (ids.length > 0) action.mutate({ action: name, messageIds: ids });
  };
  const onSelected = (name: MessageAction) => () => {
    act(name, selectedIds);
    inbox.clearSelection();
  };

  const actions: InboxAction[] = [];
  if (folder !== 'Sent')
    actions.push(
      { key: 'read', label: t('inbox.markRead'), icon: <DraftsOutlinedIcon />, onClick: onSelected('Read') },
      {
        key: 'unread',
        label: t('inbox.markUnread'),
        icon: <MarkEmailUnreadOutlinedIcon />,
        onClick: onSelected('Unread'),
      },
    );
  if (folder === 'Inbox')
    actions.push({
      key: 'archive',
      label: t('inbox.archive'),
      icon: <ArchiveOutlinedIcon />,
      onClick: onSelected('Archive'),
    });
  if (folder === 'Archive')
    actions.push({
      key: 'unarchive',
      label: t('inbox.unarchive'),
      icon: <InboxOutlinedIcon />,
      onClick: onSelected('Unarchive'),
    });
  actions.push({
    key: 'delete',
    label: t('inbox.delete'),
    icon: <DeleteOutlineIcon />,
    onClick: onSelected('Delete'),
  });

  const rows: InboxRow[] = messages.map((message) => ({
    id: message.messageId,
    subject: message.subject,
    party: partyNames(message) ?? t('messages.nameError'),
    preview: previewText(message.body, length),
    date: formatInstant(message.sentDate, tenant.timeZone),
    read: message.read,
    starred: message.starred,
  }));

  const openMessage = (message: TMessage) => {
    setOpen(message);
    if (message.folder !== 'Sent' && !message.read) act('Read', [message.messageId]);
  };
  const reply = (message: TMessage, all: boolean) => {
    const self = userId === null ? null : String(userId);
    setOpen(null);
    setDraft({
      recipients: replyRecipients(message, all, self),
      subject: replySubject(message.subject, t('messages.replyPrefix')),
      replyToMessageId: message.messageId,
    });
  };
  const listName = t('routes.messages.title');

  return (
    <InboxPageFrame
      title={listName}
      instruction={t('instructions.messages')}
      list={list}
      empty={t('messages.empty')}
      toolbar={
        <InboxToolbar<MessageFolder>
          listName={listName}
          rowCount={rows.length}
          selectedCount={selectedIds.length}
          onSelectAll={(all) => inbox.selectOnly(all ? rows.map((row) => row.id) : [])}
          lead={
            <Button
              size="small"
              variant="contained"
              startIcon={<CreateIcon />}
              onClick={() => setDraft({ recipients: [], subject: '' })}
            >
              {t('messages.compose')}
            </Button>
          }
          folders={MESSAGE_FOLDERS}
          folder={folder}
          onFolder={inbox.setFolder}
          filter={filter}
          onFilter={inbox.setFilter}
          actions={actions}
        />
      }
      after={
        <>
          {open && (
            <MessageViewModal
              message={open}
              onClose={() => setOpen(null)}
              onMarkUnread={() => {
                act('Unread', [open.messageId]);
                setOpen(null);
              }}
              onReply={(all) => reply(open, all)}
            />
          )}
          {draft && <ComposeModal draft={draft} onClose={() => setDraft(null)} />}
        </>
      }
    >
      <InboxTable
        caption={t('messages.listLabel', { folder: t(`inbox.folders.${folder}`) })}
        partyHeading={folder === 'Sent' ? t('messages.to') : t('messages.from')}
        rows={rows}
        selected={inbox.selected}
        busy={list.isFetching || action.isPending}
        onSelect={inbox.select}
        onStar={(row) => act(row.starred ? 'Unstar' : 'Star', [row.id])}
        onOpen={(row) => {
          const message = messages.find((candidate) => candidate.messageId === row.id);
          if (message) openMessage(message);
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

import FilterListIcon from '@mui/icons-material/FilterList';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { MESSAGE_FILTERS, type MessageFilter, type MessageFolder } from '@registry/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxMenu } from './inbox-menu';

/** An action on the selected rows (Mark Read, Archive, Delete ...). */
export interface InboxAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export interface InboxToolbarProps<F extends MessageFolder> {
  /** What the list holds ('Messages'): names the toolbar. */
  listName: string;
  rowCount: number;
  selectedCount: number;
  onSelectAll: (select: boolean) => void;
  /** Compose (messages only), before the menus. */
  lead?: ReactNode;
  folders: readonly F[];
  folder: F;
  onFolder: (folder: F) => void;
  filter: MessageFilter;
  onFilter: (filter: MessageFilter) => void;
  /** Acting on the selection: disabled while nothing is selected. */
  actions: InboxAction[];
}

/**
 * The toolbar of the inboxes (spec 2 §2): the tri-state select-all checkbox of the page, Compose where
 * there is one, the Folder and Filter menus, then the actions on the selected rows.
 */
export function InboxToolbar<F extends MessageFolder>(props: InboxToolbarProps<F>) {
  const { t } = useTranslation();
  const { rowCount, selectedCount, folders, folder, filter } = props;
  const all = rowCount > 0 && selectedCount === rowCount;
  return (
    <Box
      role="group"
      aria-label={t('inbox.toolbar', { list: props.listName })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Checkbox
        checked={all}
        indeterminate={selectedCount > 0 && !all}
        disabled={rowCount === 0}
        onChange={() => props.onSelectAll(!all)}
        slotProps={{ input: { 'aria-label': t('inbox.selectAll') } }}
      />
      {props.lead}
      <InboxMenu
        label={t('inbox.folder', { folder: t(`inbox.folders.${folder}`) })}
        menuLabel={t('inbox.folderMenu')}
        icon={<FolderOpenIcon />}
        choices={folders}
        value={folder}
        labelOf={(choice) => t(`inbox.folders.${choice}`)}
        onChange={props.onFolder}
      />
      <InboxMenu
        label={t('inbox.filter', { filter: t(`inbox.filters.${filter}`) })}
        menuLabel={t('inbox.filterMenu')}
        icon={<FilterListIcon />}
        choices={MESSAGE_FILTERS}
        value={filter}
        labelOf={(choice) => t(`inbox.filters.${choice}`)}
        onChange={props.onFilter}
      />
      {props.actions.map((action) => (
        <Button
          key={action.key}
          size="small"
          startIcon={action.icon}
          disabled={selectedCount === 0}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}

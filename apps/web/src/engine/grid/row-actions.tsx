import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { GridRow } from '@registry/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowIcons, type RowIcon } from './row-icons';
import type { GridRowAction } from './types';

export interface RowActionsProps {
  row: GridRow;
  label: string;
  /** The row opens in a form (the grid has one). */
  hasForm: boolean;
  /** Disable/Enable belongs to this viewer's grid (spec 3 §6). */
  disableControls: boolean;
  /** Icon buttons and a menu in a table's cell; labelled buttons at a card's foot. */
  layout: 'icons' | 'buttons';
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDisable: (disable: boolean) => void;
  extra: GridRowAction[];
}

interface FlagAction {
  key: string;
  /** The action's word ('Edit'). */
  text: string;
  icon: ReactNode;
  onClick: () => void;
}

function Action({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A row's actions from its flags (spec 3 §6): View (canView), Edit (canEdit), Disable or Enable
 * (canDisable, where the viewer's grid has them), Delete (canDelete), and a screen's further actions.
 * Each is named by its action and the row ('Edit Sunshine Academy'). In a table: icon buttons, the
 * further actions in a menu; on a card: buttons with their words, wrapping, the further ones too, so
 * that every action is in reach without a menu.
 */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  const { row, label, extra } = props;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = (action: string) => t('grid.rowAction', { action, row: label });

  // Which of them the row shows is rowIcons' rule, the one the help legend explains too.
  const flagActions: Record<RowIcon, Omit<FlagAction, 'key'>> = {
    view: { text: t('grid.view'), icon: <VisibilityOutlinedIcon fontSize="small" />, onClick: props.onView },
    edit: { text: t('grid.edit'), icon: <EditOutlinedIcon fontSize="small" />, onClick: props.onEdit },
    disable: {
      text: t('grid.disable'),
      icon: <BlockIcon fontSize="small" />,
      onClick: () => props.onDisable(true),
    },
    enable: {
      text: t('grid.enable'),
      icon: <RestoreIcon fontSize="small" />,
      onClick: () => props.onDisable(false),
    },
    delete: {
      text: t('grid.delete'),
      icon: <DeleteOutlinedIcon fontSize="small" />,
      onClick: props.onDelete,
    },
  };
  const actions: FlagAction[] = rowIcons(row, {
    hasForm: props.hasForm,
    disableControls: props.disableControls,
  }).map((key) => ({ key, ...flagActions[key] }));

  if (props.layout === 'buttons') {
    if (actions.length === 0 && extra.length === 0) return null;
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            variant="outlined"
            startIcon={action.icon}
            aria-label={name(action.text)}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        ))}
        {extra.map((action) => (
          <Button
            key={action.key}
            variant="outlined"
            aria-label={name(action.label)}
            disabled={action.disabled ?? false}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexWrap: 'nowrap' }}>
      {actions.map((action) => (
        <Action key={action.key} label={name(action.text)} icon={action.icon} onClick={action.onClick} />
      ))}
      {extra.length > 0 && (
        <>
          <IconButton
            aria-label={t('grid.moreActions', { row: label })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            size="small"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {extra.map((action) => (
              <MenuItem
                key={action.key}
                disabled={action.disabled ?? false}
                onClick={() => {
                  setAnchor(null);
                  action.onSelect();
                }}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}

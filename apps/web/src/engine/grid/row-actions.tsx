import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { GridRow } from '@registry/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRowAction } from './types';

export interface RowActionsProps {
  row: GridRow;
  label: string;
  /** The row opens in a form (the grid has one). */
  hasForm: boolean;
  /** Disable/Enable belongs to this viewer's grid (spec 3 §6). */
  disableControls: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDisable: (disable: boolean) => void;
  extra: GridRowAction[];
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
 * (canDisable, where the viewer's grid has them), Delete (canDelete); a screen's further actions in a
 * menu. Each button is named by its action and the row ('Edit Sunshine Academy').
 */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  const { row, label, extra } = props;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = (action: string) => t('grid.rowAction', { action, row: label });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexWrap: 'nowrap' }}>
      {props.hasForm && row.canView && (
        <Action
          label={name(t('grid.view'))}
          icon={<VisibilityOutlinedIcon fontSize="small" />}
          onClick={props.onView}
        />
      )}
      {props.hasForm && row.canEdit && (
        <Action
          label={name(t('grid.edit'))}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={props.onEdit}
        />
      )}
      {props.disableControls &&
        row.canDisable &&
        (row.disabled ? (
          <Action
            label={name(t('grid.enable'))}
            icon={<RestoreIcon fontSize="small" />}
            onClick={() => props.onDisable(false)}
          />
        ) : (
          <Action
            label={name(t('grid.disable'))}
            icon={<BlockIcon fontSize="small" />}
            onClick={() => props.onDisable(true)}
          />
        ))}
      {row.canDelete && (
        <Action
          label={name(t('grid.delete'))}
          icon={<DeleteOutlinedIcon fontSize="small" />}
          onClick={props.onDelete}
        />
      )}
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

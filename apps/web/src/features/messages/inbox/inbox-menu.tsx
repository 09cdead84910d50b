import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useId, useState, type ReactNode } from 'react';

export interface InboxMenuProps<T extends string> {
  /** The button's text (it names the current choice). */
  label: string;
  /** The menu's accessible name. */
  menuLabel: string;
  icon: ReactNode;
  choices: readonly T[];
  value: T;
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
}

/** A toolbar button opening a menu of exclusive choices (the folder, the filter), the current one checked. */
export function InboxMenu<T extends string>(props: InboxMenuProps<T>) {
  const { label, menuLabel, icon, choices, value, labelOf, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': menuLabel } }}
      >
        {choices.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === value}
            selected={choice === value}
            onClick={() => {
              setAnchor(null);
              if (choice !== value) onChange(choice);
            }}
          >
            <ListItemIcon>{choice === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{labelOf(choice)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

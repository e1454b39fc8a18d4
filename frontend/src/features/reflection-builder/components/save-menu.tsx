import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useRef, useState } from 'react';

/** Spec section 2: the Save dropdown closes 1 s after the pointer leaves it. */
export const SAVE_MENU_CLOSE_MS = 1000;

interface SaveMenuProps {
  canSave: boolean;
  canClone: boolean;
  busy: boolean;
  onSave: () => void;
  onClone: () => void;
  /** 'Save as template' (issue 29): a template of the client, named in a dialog */
  onSaveAsTemplate: () => void;
}

/** 'Save' with its dropdown (Save, Clone, Save as template). */
export function SaveMenu({ canSave, canClone, busy, onSave, onClone, onSaveAsTemplate }: SaveMenuProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), SAVE_MENU_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);
  const pick = (run: () => void) => () => {
    cancelClose();
    setOpen(false);
    run();
  };

  return (
    <>
      <ButtonGroup ref={anchor} variant="contained" aria-label="Save options">
        <Button onClick={onSave} disabled={!canSave || busy}>
          Save
        </Button>
        <Button
          size="small"
          aria-label="More save options"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          disabled={busy}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        anchorEl={anchor.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { onMouseLeave: closeSoon, onMouseEnter: cancelClose } }}
      >
        <MenuItem onClick={pick(onSave)} disabled={!canSave}>
          Save
        </MenuItem>
        <MenuItem onClick={pick(onClone)} disabled={!canClone}>
          Clone
        </MenuItem>
        <MenuItem onClick={pick(onSaveAsTemplate)}>Save as template</MenuItem>
      </Menu>
    </>
  );
}

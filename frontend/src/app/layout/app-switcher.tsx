import AppsIcon from '@mui/icons-material/Apps';
import CheckIcon from '@mui/icons-material/Check';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { APP_SWITCHER, type AppSwitcherEntry } from '@gc/contracts';
import { useState } from 'react';

const env = import.meta.env as unknown as Record<string, string | undefined>;

/** Sibling tools' addresses come from build-time variables (VITE_BLIMP_URL, VITE_LEARN_URL). */
function urlOf(entry: AppSwitcherEntry): string | undefined {
  return (entry.urlEnv && env[entry.urlEnv]) || entry.defaultUrl;
}

export function AppSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Switch application">
        <IconButton
          color="inherit"
          aria-label="Switch application"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {APP_SWITCHER.map((entry) =>
          entry.kind === 'external' ? (
            <MenuItem
              key={entry.id}
              component="a"
              href={urlOf(entry)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <ListItemText primary={entry.label} />
              <OpenInNewIcon fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} />
            </MenuItem>
          ) : (
            <MenuItem
              key={entry.id}
              disabled={entry.kind === 'disabled'}
              selected={entry.kind === 'current'}
              aria-current={entry.kind === 'current' ? 'true' : undefined}
              onClick={close}
            >
              <ListItemText primary={entry.label} />
              {entry.kind === 'current' && (
                <ListItemIcon sx={{ ml: 2, minWidth: 0 }}>
                  <CheckIcon fontSize="small" />
                </ListItemIcon>
              )}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}

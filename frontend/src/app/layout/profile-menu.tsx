import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { roleLabel, visibleProfileMenu } from '@gc/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectCurrentUser } from '../../shared/auth/auth-slice';
import { useSignOut } from '../../shared/auth/session-api';
import { paths } from '../../shared/routing/paths';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts[parts.length - 1][0] : '');
}

export function ProfileMenu() {
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const choose = (route: string | undefined) => {
    setAnchor(null);
    if (route) {
      navigate(paths.inApp(route));
      return;
    }
    // Sign Out ends the server session too, so its refresh token stops working.
    void signOut();
  };

  return (
    <>
      {/* The button's name is what it shows (name and role; the initials repeat the name) and then 'Open profile
          menu', so a voice command saying the visible name finds it (WCAG 2.5.3, Label in Name). */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.5, color: 'inherit' }}
      >
        <Avatar aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.dark', fontSize: '0.9rem' }}>
          {initials(user.name || user.email).toUpperCase()}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {user.name || user.email}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.85 }}>
            {roleLabel(user.role)}
          </Typography>
        </Box>
        <Box component="span" sx={visuallyHidden}>
          Open profile menu
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {visibleProfileMenu(user.role).map((entry) => (
          <MenuItem key={entry.id} onClick={() => choose(entry.route)}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

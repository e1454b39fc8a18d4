import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { visibleMenu, type MenuEntry, type MenuEntryId } from '@gc/contracts';
import { useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { selectCurrentRole } from '../../shared/auth/auth-slice';
import { paths } from '../../shared/routing/paths';

const ICONS: Record<MenuEntryId, ReactElement> = {
  home: <HomeOutlined />,
  'team-management': <GroupsOutlined />,
  'manage-all-users': <ManageAccountsOutlined />,
  'build-reflections': <BuildOutlined />,
  'take-reflections': <AssignmentOutlined />,
  'see-results': <InsightsOutlined />,
  ventureverse: <SportsEsportsOutlined />,
  'growth-mentor': <PsychologyOutlined />,
};

/** Build Reflections lives at /app/assessment itself, so it is active only on that exact list or the builder. */
function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.id === 'build-reflections') {
    return matchPath(paths.assessment, pathname) !== null || pathname.startsWith(paths.assessmentBuild);
  }
  return matchPath({ path: paths.inApp(entry.route), end: false }, pathname) !== null;
}

function EntryLink({ entry, nested, onNavigate }: { entry: MenuEntry; nested?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActive(entry, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={paths.inApp(entry.route)}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 4 : 2, borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry.id]}</ListItemIcon>
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The left menu: entries, order and visibility come from contracts' LEFT_MENU for the current role. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const role = useSelector(selectCurrentRole);
  const [reflectionsOpen, setReflectionsOpen] = useState(true);

  return (
    // nav > ul > li > a: the list is inside the landmark, every link inside its own li (axe: list, listitem)
    <Box component="nav" aria-label="Main menu">
      <List sx={{ py: 1 }}>
        {visibleMenu(role).map((section) => {
          if (section.kind === 'group') {
            return (
              <li key={section.id}>
                <ListItemButton
                  aria-expanded={reflectionsOpen}
                  onClick={() => setReflectionsOpen((open) => !open)}
                  sx={{ borderRadius: 1, mx: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <RocketLaunchOutlined />
                  </ListItemIcon>
                  <ListItemText primary={section.heading} />
                  {reflectionsOpen ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={reflectionsOpen} unmountOnExit>
                  <List disablePadding>
                    {section.entries.map((entry) => (
                      <EntryLink key={entry.id} entry={entry} nested onNavigate={onNavigate} />
                    ))}
                  </List>
                </Collapse>
              </li>
            );
          }
          return (
            <li key={section.id}>
              <List
                disablePadding
                subheader={
                  section.heading ? (
                    <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 2 }}>
                      {section.heading}
                    </ListSubheader>
                  ) : undefined
                }
              >
                {section.entries.map((entry) => (
                  <EntryLink key={entry.id} entry={entry} onNavigate={onNavigate} />
                ))}
              </List>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

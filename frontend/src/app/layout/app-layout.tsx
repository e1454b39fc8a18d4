import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ClientInvitations } from '../../features/clients/components/client-invitations';
import { ClientSelector } from '../../features/clients/components/client-selector';
import { useDefaultTimeZone } from '../../features/profile/hooks/use-default-time-zone';
import { BaselineWelcomeLoader } from '../../features/reflection-taking/components/baseline-welcome';
import { useMeQuery } from '../../shared/auth/session-api';
import { LAUNCHER_ROOM_PX, mentorPlacement } from '../../domain/mentor/mentor-mode';
import { paths } from '../../shared/routing/paths';
import { PageLoading } from '../../shared/ui/page-loading';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/ui/skip-link';
import { AppSwitcher } from './app-switcher';
import { ProfileMenu } from './profile-menu';
import { SideMenu } from './side-menu';

const DRAWER_WIDTH = 272;
const PAGE_PADDING = { xs: 2, sm: 3, md: 4 } as const;

// The global GrowthMentor panel comes with its own chunk, after the page (never part of /login's download).
const FloatingMentor = lazy(() =>
  import('../../domain/mentor/components/floating-mentor').then((m) => ({ default: m.FloatingMentor })),
);

// Sections of the client details panel from other features, for those who edit the details: single sign-on
// (features/sso), fetched when the panel opens.
const CLIENT_ADMIN_SECTIONS = [
  lazy(() =>
    import('../../features/sso/components/sso-settings-section').then((m) => ({ default: m.SsoSettingsSection })),
  ),
];

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Toolbar />
      <Box sx={{ p: 2 }}>
        <ClientSelector detailsAdminSections={CLIENT_ADMIN_SECTIONS} />
      </Box>
      <Divider />
      <SideMenu onNavigate={onNavigate} />
    </>
  );
}

/**
 * The /app frame: header (menu button on small screens, app switcher, profile menu), the left menu (permanent from
 * the md breakpoint, a drawer below it), pending invitations to other clients and the page.
 */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The auth check of every /app page: a rejected token (disabled or signed-out account) answers 401, and the base
  // query then refreshes once or signs the person out, as the spec asks.
  useMeQuery();
  // floating on /app pages; the GrowthMentor page holds it full page, VentureVerse's board its own
  const { pathname } = useLocation();
  const showMentor = mentorPlacement(pathname) === 'floating';
  // a member who never chose a time zone gets the browser's (once per session), for the weekly reminders
  useDefaultTimeZone();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-controls="app-drawer"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
            GrowthCatalyst
          </Typography>
          <AppSwitcher />
          <ProfileMenu />
        </Toolbar>
      </AppBar>

      <Box component="aside" aria-label="Sidebar" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id="app-drawer"
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <SidebarContent onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <SidebarContent />
        </Drawer>
      </Box>

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: PAGE_PADDING,
          pt: PAGE_PADDING,
          // room below the page for the floating GrowthMentor button, so it never covers the page's last controls
          // (set apart from the other sides: a responsive 'p' written with it overrode it from md up, where the
          // button then covered the last team's arrow, the last member's boxes and 'Submit reflection')
          pb: showMentor ? { xs: `${LAUNCHER_ROOM_PX.xs}px`, sm: `${LAUNCHER_ROOM_PX.sm}px` } : PAGE_PADDING,
          '&:focus': { outline: 'none' },
        }}
      >
        <Toolbar />
        <ClientInvitations />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {/* the inbox shows the baseline's welcome modal itself */}
        {pathname === paths.dashboard && <BaselineWelcomeLoader />}
      </Box>
      {showMentor && (
        <Box component="aside" aria-label="GrowthMentor">
          <Suspense fallback={null}>
            <FloatingMentor />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

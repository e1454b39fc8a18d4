import { matchPath } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

/**
 * Where the chat lives, set by the path (member spec, Chat assistant panel): full page (max) on the GrowthMentor
 * path, embedded (normal) in VentureVerse's board, whose paths hide the global panel; elsewhere in /app the floating
 * panel (init, then normal on click, then max or min).
 */
export type MentorPlacement = 'page' | 'embedded' | 'floating';

export function mentorPlacement(pathname: string): MentorPlacement {
  if (matchPath(`${paths.growthMentor}/*`, pathname)) return 'page';
  if (matchPath(`${paths.ventureverse}/*`, pathname)) return 'embedded';
  return 'floating';
}

/** The floating launcher: a round button (MUI's large Fab, 56 px) this far from the window's bottom-right corner. */
export const LAUNCHER_SIZE_PX = 56;
export const LAUNCHER_INSET_PX = { xs: 12, sm: 24 } as const;

/**
 * The room every /app page keeps below its content while the launcher shows: the launcher's height, its inset and
 * 16 px between, at both widths, so the page's last control can always be scrolled clear of the launcher.
 */
export const LAUNCHER_ROOM_PX = {
  xs: LAUNCHER_SIZE_PX + LAUNCHER_INSET_PX.xs + 16,
  sm: LAUNCHER_SIZE_PX + LAUNCHER_INSET_PX.sm + 16,
} as const;

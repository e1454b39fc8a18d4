import { matchPath } from 'react-router-dom';
import { paths } from '../routing/paths';

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

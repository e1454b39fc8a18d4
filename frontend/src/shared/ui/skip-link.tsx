import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}` },
}));

/**
 * 'Skip to content': the first Tab stop of a page with a header and menu, visible only while focused; it leads to
 * the element with id MAIN_CONTENT_ID (which needs tabIndex -1).
 */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to content</Link>;
}

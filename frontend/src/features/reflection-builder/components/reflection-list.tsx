import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { phaseLabel, type ReflectionListItemView } from '@gc/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';
import { paths } from '../../../shared/routing/paths';
import { formatModified } from '../reflection-search';

export type ListAction = 'rename' | 'clone' | 'delete';

interface ReflectionListProps {
  title: 'Drafts' | 'Published Forms';
  items: ReflectionListItemView[];
  /** a search is on: an empty list adds 'Try searching by name, type, status, or team.' */
  filtering: boolean;
  /** Delete in the options (spec section 6: shown when the role is '5') */
  canDelete: boolean;
  onAction: (action: ListAction, item: ReflectionListItemView) => void;
}

/** The phases in which a published reflection can no longer be renamed (admin spec section 4). */
const CLOSED_PHASES: readonly string[] = ['CLOSED', 'COMPLETED', 'ADMIN_CLOSED'];

const manageFormPath = (item: ReflectionListItemView) =>
  paths.teams.editReflection(item.assessment_id, item.assessment_status);

/** 'Drafts' or 'Published Forms' (admin spec section 2), each item with its options menu. */
export function ReflectionList({ title, items, filtering, canDelete, onAction }: ReflectionListProps) {
  const headingId = title === 'Drafts' ? 'drafts-title' : 'published-title';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">No forms found.</Typography>
          {filtering && (
            <Typography variant="body2" color="text.secondary">
              Try searching by name, type, status, or team.
            </Typography>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <ReflectionRow
              key={item.assessment_id}
              item={item}
              divider={index > 0}
              canDelete={canDelete}
              onAction={onAction}
            />
          ))}
        </Paper>
      )}
    </Box>
  );
}

function ReflectionRow({
  item,
  divider,
  canDelete,
  onAction,
}: {
  item: ReflectionListItemView;
  divider: boolean;
  canDelete: boolean;
  onAction: ReflectionListProps['onAction'];
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const published = item.kind === 'PUBLISHED';
  const closed = item.admin_closed || CLOSED_PHASES.includes(item.assessment_status);
  const close = () => setAnchor(null);
  const act = (run: () => void) => () => {
    close();
    run();
  };
  const details = published
    ? [
        item.team_name,
        phaseLabel(item.assessment_status, item.admin_closed),
        item.due_date ? `Due ${formatShownDate(item.due_date)}` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : `Modified ${formatModified(item.modifiedOn)}`;

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.5,
        borderTop: divider ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={published ? manageFormPath(item) : paths.assessmentBuildId(item.assessment_id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {item.assessment_name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Options for ${item.assessment_name}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {published
          ? [
              <MenuItem key="manage" onClick={act(() => navigate(manageFormPath(item)))}>
                Manage Form
              </MenuItem>,
              // spec section 4: not renamed once Completed, Closed or Admin Closed
              !closed && (
                <MenuItem key="rename" onClick={act(() => onAction('rename', item))}>
                  Rename
                </MenuItem>
              ),
              <MenuItem key="clone" onClick={act(() => onAction('clone', item))}>
                Clone as Draft
              </MenuItem>,
            ]
          : [
              <MenuItem key="rename" onClick={act(() => onAction('rename', item))}>
                Rename
              </MenuItem>,
              <MenuItem key="clone" onClick={act(() => onAction('clone', item))}>
                Clone
              </MenuItem>,
              canDelete && (
                <MenuItem key="delete" onClick={act(() => onAction('delete', item))}>
                  Delete
                </MenuItem>
              ),
              <MenuItem
                key="preview"
                onClick={act(() => navigate(paths.assessmentPreview(item.assessment_id, 'draft')))}
              >
                Preview
              </MenuItem>,
            ]}
      </Menu>
    </Box>
  );
}

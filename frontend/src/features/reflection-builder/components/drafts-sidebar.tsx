import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListReflectionsQuery } from '../../../domain/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { draftAge } from '../reflection-search';

/** Spec section 2: the sidebar's collapsed state is remembered locally as displayDraftSidebar inside appSettings. */
export const APP_SETTINGS_KEY = 'appSettings';

function readDisplayed(): boolean {
  try {
    const settings = JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}') as { displayDraftSidebar?: unknown };
    return settings.displayDraftSidebar !== false;
  } catch {
    return true;
  }
}

function storeDisplayed(displayed: boolean) {
  try {
    const settings = JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify({ ...settings, displayDraftSidebar: displayed }));
  } catch {
    localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify({ displayDraftSidebar: displayed }));
  }
}

/** 'Drafts (n)': the client's drafts, newest first, each a link into the builder; collapsible. */
export function DraftsSidebar({ currentId }: { currentId?: string }) {
  const [displayed, setDisplayed] = useState(readDisplayed);
  const { data: drafts, error, refetch } = useListReflectionsQuery({ kind: 'DRAFT' });
  const toggle = () => {
    setDisplayed(!displayed);
    storeDisplayed(!displayed);
  };
  const now = new Date();

  return (
    <Box
      component="nav"
      aria-label="Drafts"
      sx={{
        flex: { md: displayed ? '0 0 260px' : '0 0 auto' },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Button
        onClick={toggle}
        aria-expanded={displayed}
        aria-controls="drafts-sidebar-list"
        endIcon={displayed ? <ChevronLeftIcon /> : <ExpandMoreIcon />}
        sx={{ justifyContent: 'space-between', color: 'text.primary' }}
      >
        Drafts ({drafts?.length ?? 0})
      </Button>
      {displayed && (
        <Box id="drafts-sidebar-list">
          {error && drafts === undefined ? (
            <LoadError what="the drafts" error={error} onRetry={() => void refetch()} dense />
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {(drafts ?? []).map((draft) => {
                const current = draft.assessment_id === currentId;
                return (
                  <Box
                    component="li"
                    key={draft.assessment_id}
                    sx={{
                      border: 1,
                      borderColor: current ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      bgcolor: 'background.paper',
                      p: 1.5,
                    }}
                  >
                    <Link
                      component={RouterLink}
                      to={paths.assessmentBuildId(draft.assessment_id)}
                      aria-current={current ? 'page' : undefined}
                      underline="hover"
                      sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {draft.assessment_name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {draftAge(draft.modifiedOn, now)}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { SaveMenu } from './save-menu';

export interface BuilderActionsProps {
  canSave: boolean;
  canClone: boolean;
  canPublish: boolean;
  busy: boolean;
  /** Questions shows 'Assign to Team', General setup 'Publish'; neither when publishing is hidden (view=EDIT) */
  tab: 'questions' | 'general';
  hidePublish: boolean;
  /** a draft can be deleted */
  deletable: boolean;
  previewButton: Ref<HTMLButtonElement>;
  onSave(): void;
  onClone(): void;
  onSaveAsTemplate(): void;
  onPreview(): void;
  onAssign(): void;
  onPublish(): void;
  onDelete(): void;
}

/** The builder's header actions (admin spec section 4): Save menu, Preview, Assign to Team / Publish, Delete. */
export function BuilderActions(props: BuilderActionsProps) {
  const { tab, hidePublish, busy } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <SaveMenu
        canSave={props.canSave}
        canClone={props.canClone}
        busy={busy}
        onSave={props.onSave}
        onClone={props.onClone}
        onSaveAsTemplate={props.onSaveAsTemplate}
      />
      <Button ref={props.previewButton} variant="outlined" onClick={props.onPreview}>
        Preview
      </Button>
      {!hidePublish &&
        (tab === 'questions' ? (
          <Button variant="outlined" onClick={props.onAssign}>
            Assign to Team
          </Button>
        ) : (
          <Button variant="contained" color="secondary" disabled={!props.canPublish || busy} onClick={props.onPublish}>
            Publish
          </Button>
        ))}
      {props.deletable && (
        <IconButton aria-label="Delete reflection" onClick={props.onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Box>
  );
}

/** A Save or Publish refused because someone saved the reflection in between, with Reload. */
export function StaleNotice({ message, onReload }: { message: string; onReload(): void }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 16rem', color: 'error.dark' }}>
        {message}
      </Typography>
      <Button color="error" variant="outlined" size="small" onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}

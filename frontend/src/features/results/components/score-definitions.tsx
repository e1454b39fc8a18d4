import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ScaleOption } from '@gc/contracts';
import { useId, useState } from 'react';

/** 'Score Definitions' (spec section 2): the scale's levels 0..n, each with its tooltip; collapsible, closed at first. */
export function ScoreDefinitions({ scale }: { scale: readonly ScaleOption[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (scale.length === 0) return null;
  return (
    <Box>
      <Button
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
      >
        Score Definitions
      </Button>
      <Collapse in={open} id={id}>
        <Box component="ol" start={0} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {scale.map((level) => (
            <li key={level.value}>
              <Tooltip title={level.tooltip} describeChild placement="right">
                <Typography component="span" variant="body2" tabIndex={0} sx={{ cursor: 'help' }}>
                  <strong>{level.value}</strong> {level.label}
                </Typography>
              </Tooltip>
            </li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

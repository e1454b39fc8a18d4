import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReflectionListItemView } from '@gc/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';

/** Spec section 9: 5 per row, the first 5 shown, pages of 3 more with 'Load More' while filtering. */
export const FIRST_TEMPLATES = 5;
export const MORE_TEMPLATES = 3;

interface TemplateGridProps {
  templates: ReflectionListItemView[];
  filtering: boolean;
  /** the delete option of a client's own template (not of system ones): Global Administrators only */
  onDelete?: (template: ReflectionListItemView) => void;
}

/** 'Choose a template' (or 'Templates (n)' while filtering): each card starts a new form from that template. */
export function TemplateGrid({ templates, filtering, onDelete }: TemplateGridProps) {
  const [seeAll, setSeeAll] = useState(false);
  const [pages, setPages] = useState(0);
  const [filteringBefore, setFilteringBefore] = useState(filtering);
  if (filtering !== filteringBefore) {
    // a new search starts again from the first row
    setFilteringBefore(filtering);
    setPages(0);
  }
  const count = filtering ? FIRST_TEMPLATES + pages * MORE_TEMPLATES : seeAll ? templates.length : FIRST_TEMPLATES;
  const shown = templates.slice(0, count);
  const title = filtering ? `Templates (${templates.length})` : 'Choose a template';

  return (
    <Box
      component="section"
      aria-labelledby="templates-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="templates-title" variant="h6" component="h2">
          {title}
        </Typography>
        {!filtering && templates.length > FIRST_TEMPLATES && (
          <Button onClick={() => setSeeAll((all) => !all)} aria-expanded={seeAll}>
            {seeAll ? 'SEE LESS -' : 'SEE ALL +'}
          </Button>
        )}
      </Box>
      {shown.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((template) => (
            <Box component="li" key={template.assessment_id} sx={{ display: 'flex' }}>
              <TemplateCard template={template} onDelete={template.system ? undefined : onDelete} />
            </Box>
          ))}
        </Box>
      )}
      {filtering && templates.length > shown.length && (
        <Box>
          <Button variant="outlined" onClick={() => setPages((n) => n + 1)}>
            Load More
          </Button>
        </Box>
      )}
    </Box>
  );
}

function TemplateCard({
  template,
  onDelete,
}: {
  template: ReflectionListItemView;
  onDelete?: (template: ReflectionListItemView) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const questions = template.question_count === 1 ? '1 question' : `${template.question_count} questions`;
  return (
    <Card variant="outlined" sx={{ flex: 1, display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.assessmentBuildFromTemplate(template.assessment_id, template.assessment_name)}
        sx={{
          flex: 1,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
          pr: onDelete ? 5 : 2,
        }}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.assessment_name}</Typography>
        {template.assessment_description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {template.assessment_description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          {questions}
        </Typography>
      </CardActionArea>
      {onDelete && (
        <>
          <IconButton
            size="small"
            aria-label={`Options for ${template.assessment_name}`}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onDelete(template);
              }}
            >
              Delete
            </MenuItem>
          </Menu>
        </>
      )}
    </Card>
  );
}

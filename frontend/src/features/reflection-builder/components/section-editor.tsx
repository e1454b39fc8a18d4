import AddIcon from '@mui/icons-material/Add';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BUILDER_QUESTION_TYPES, QUESTION_TYPE_LABELS, REFLECTION_TEXT_MAX } from '@gc/contracts';
import type { CatalogueQuestion, QuestionCategory, QuestionType } from '@gc/contracts';
import { useState } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { BuilderField } from './builder-field';
import { newQuestion, type BuilderFormValues } from '../builder-form';
import { QuestionEditor } from './question-editor';
import { DragHandle, MoveButtons, useSortable } from './sortable';

export const SECTION_TITLE_TIP = 'What capability or skill does this section assess?';
export const SECTION_DESCRIPTION_PLACEHOLDER = 'Describe what this section evaluates in one or two sentences.';

interface SectionEditorProps {
  control: Control<BuilderFormValues>;
  index: number;
  count: number;
  id: string;
  categories: readonly QuestionCategory[];
  catalogue: readonly CatalogueQuestion[];
  move: (from: number, to: number) => void;
  remove: () => void;
  /** 'New Section' from this section's add menu: a new section right after it */
  addSectionAfter: () => void;
  /** only the header shows (issue 29: a whole section is too tall to drag past the others) */
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * One section (admin spec section 2): 'Section title' with its tooltip, 'Section description', REMOVE, its
 * questions (reordered within the section by drag and drop or Move up / Move down), and the add menu: New Section
 * or a question of one of the builder's types.
 */
export function SectionEditor(props: SectionEditorProps) {
  const { control, index, count, id, categories, catalogue, move, remove, addSectionAfter, collapsed, onToggle } =
    props;
  const questions = useFieldArray({ control, name: `sections.${index}.questions` });
  const name = useWatch({ control, name: `sections.${index}.section_name` });
  const label = name?.trim() || `Section ${index + 1}`;
  const { ref, handle, dragging } = useSortable({ type: 'section', id, index, move });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = `section-title-${id}`;
  const bodyId = `section-body-${id}`;

  const add = (type: QuestionType | 'SECTION') => {
    setAnchor(null);
    if (type === 'SECTION') addSectionAfter();
    else questions.append(newQuestion(type), { shouldFocus: false });
  };

  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, opacity: dragging ? 0.4 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DragHandle handle={handle} label={label} />
        <IconButton
          size="small"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${label}`}
          onClick={onToggle}
        >
          {collapsed ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          {collapsed && (
            <Typography variant="body2" color="text.secondary">
              {questions.fields.length === 1 ? '1 question' : `${questions.fields.length} questions`}
            </Typography>
          )}
        </Box>
        <MoveButtons id={id} index={index} count={count} label={label} move={move} />
        <Button color="error" size="small" onClick={remove} aria-label={`REMOVE ${label}`}>
          REMOVE
        </Button>
      </Box>
      <Box id={bodyId} sx={{ display: collapsed ? 'none' : 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <BuilderField
            name={`sections.${index}.section_name`}
            control={control}
            label="Section title"
            required
            slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
          />
          <Tooltip title={SECTION_TITLE_TIP} describeChild>
            <IconButton aria-label="About Section title" sx={{ mt: 1 }}>
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <BuilderField
          name={`sections.${index}.section_description`}
          control={control}
          label="Section description"
          placeholder={SECTION_DESCRIPTION_PLACEHOLDER}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
        />
        {questions.fields.map((field, q) => (
          <QuestionEditor
            key={field.id}
            id={field.id}
            control={control}
            sectionIndex={index}
            index={q}
            count={questions.fields.length}
            dragType={`question-${id}`}
            sectionLabel={label}
            categories={categories}
            catalogue={catalogue}
            move={questions.move}
            remove={() => questions.remove(q)}
          />
        ))}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            aria-label={`Add to ${label}`}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            Add
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem onClick={() => add('SECTION')}>New Section</MenuItem>
            <Divider />
            {BUILDER_QUESTION_TYPES.map((type) => (
              <MenuItem key={type} onClick={() => add(type)}>
                {QUESTION_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </Menu>
        </Box>
      </Box>
    </Paper>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REFLECTION_TEXT_MAX, ReflectionMessages, type CatalogueQuestion, type QuestionCategory } from '@gc/contracts';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useEffect, useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { BuilderField } from './builder-field';
import { newSection, type BuilderFormValues } from '../builder-form';
import { SectionEditor } from './section-editor';
import { MoveAnnouncer } from './sortable';

interface QuestionsTabProps {
  control: Control<BuilderFormValues>;
  categories: readonly QuestionCategory[];
  catalogue: readonly CatalogueQuestion[];
  /** no section, or a section without a question: 'You must add at least one section and one question' */
  lacksContent: boolean;
  /** changes when a Save found problems: every section opens so that they show */
  expandSignal?: number;
}

/** The Questions tab (admin spec section 2): 'Reflection title', 'Instruction text' and the sections. */
export function QuestionsTab({ control, categories, catalogue, lacksContent, expandSignal = 0 }: QuestionsTabProps) {
  const sections = useFieldArray({ control, name: 'sections' });
  // the sections shown as their header only (by field id: stays with a section as it moves)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setCollapsed(new Set()), [expandSignal]);
  const allCollapsed = sections.fields.length > 0 && sections.fields.every((f) => collapsed.has(f.id));
  const toggle = (id: string) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <MoveAnnouncer>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <BuilderField
          name="assessment_name"
          control={control}
          label="Reflection title"
          required
          slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
        />
        <BuilderField
          name="assessment_instructions"
          control={control}
          label="Instruction text"
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
        />
        {sections.fields.length > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              size="small"
              startIcon={allCollapsed ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
              onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(sections.fields.map((f) => f.id)))}
            >
              {allCollapsed ? 'Expand all sections' : 'Collapse all sections'}
            </Button>
          </Box>
        )}
        {sections.fields.map((field, index) => (
          <SectionEditor
            key={field.id}
            id={field.id}
            control={control}
            index={index}
            count={sections.fields.length}
            categories={categories}
            catalogue={catalogue}
            move={sections.move}
            remove={() => sections.remove(index)}
            addSectionAfter={() => sections.insert(index + 1, newSection())}
            collapsed={collapsed.has(field.id)}
            onToggle={() => toggle(field.id)}
          />
        ))}
        {lacksContent && (
          <Typography color="error.dark" role="status">
            {ReflectionMessages.atLeastOneSectionAndQuestion}
          </Typography>
        )}
        {sections.fields.length === 0 && (
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => sections.append(newSection())}>
              New Section
            </Button>
          </Box>
        )}
      </Box>
    </MoveAnnouncer>
  );
}

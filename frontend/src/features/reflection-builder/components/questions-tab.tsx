import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REFLECTION_TEXT_MAX, ReflectionMessages, type CatalogueQuestion, type QuestionCategory } from '@gc/contracts';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { newSection, type BuilderFormValues } from '../builder-form';
import { SectionEditor } from './section-editor';
import { MoveAnnouncer } from './sortable';

interface QuestionsTabProps {
  control: Control<BuilderFormValues>;
  categories: readonly QuestionCategory[];
  catalogue: readonly CatalogueQuestion[];
  /** no section, or a section without a question: 'You must add at least one section and one question' */
  lacksContent: boolean;
}

/** The Questions tab (admin spec section 2): 'Reflection title', 'Instruction text' and the sections. */
export function QuestionsTab({ control, categories, catalogue, lacksContent }: QuestionsTabProps) {
  const sections = useFieldArray({ control, name: 'sections' });
  return (
    <MoveAnnouncer>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <FormTextField
          name="assessment_name"
          control={control}
          label="Reflection title"
          required
          slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
        />
        <FormTextField
          name="assessment_instructions"
          control={control}
          label="Instruction text"
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: REFLECTION_TEXT_MAX } }}
        />
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

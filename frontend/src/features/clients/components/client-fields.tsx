import MenuItem from '@mui/material/MenuItem';
import type { IndustryView } from '@gc/contracts';
import type { Control } from 'react-hook-form';
import { DescriptionField, FormTextField } from '../../../shared/ui/form-text-field';

export interface ClientFieldValues {
  client_name: string;
  description: string;
  industry_id: string;
}

/**
 * The client's name, description and industry, shared by 'Add a New Client' and the details panel's edit mode
 * (which allows longer texts: 10000 characters against the default 9000).
 */
export function ClientFields({
  control,
  industries,
  maxLength,
  currentIndustry,
}: {
  control: Control<ClientFieldValues>;
  industries: readonly IndustryView[];
  maxLength: number;
  /** kept selectable while the list loads, so an edit form never shows an empty industry */
  currentIndustry?: { industry_id: string; industry_name: string };
}) {
  return (
    <>
      <FormTextField name="client_name" control={control} label="Client name" required maxLength={maxLength} />
      <DescriptionField name="description" control={control} maxLength={maxLength} />
      <FormTextField name="industry_id" control={control} select label="Industry" required>
        {industries.length === 0 && currentIndustry && (
          <MenuItem value={currentIndustry.industry_id}>{currentIndustry.industry_name}</MenuItem>
        )}
        {industries.map((industry) => (
          <MenuItem key={industry.industry_id} value={industry.industry_id}>
            {industry.industry_name}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}

import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ComposeDecorators } from '../shared/compose-decorators';
import { WorkspaceMessages } from './workspace-rules';

/** A string with something other than whitespace in it ('   ' is as empty as ''). */
export function IsFilled(message: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFilled',
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    },
    { ...options, message },
  );
}

/**
 * At most `max` characters. Leaves non-strings to the field's other rules, so a missing field reports
 * 'Please fill in this field.' rather than a length complaint.
 */
export function MaxChars(max: number, message: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max },
    },
    { ...options, message },
  );
}

/** A text that must be filled in (`required` otherwise), of at most `max` characters. */
export const FilledText = (max: number, required: string): PropertyDecorator =>
  ComposeDecorators(IsFilled(required), MaxChars(max, WorkspaceMessages.tooLong(max)));

/** Not the given placeholder option (compared trimmed), e.g. the 'Select Role' entry of a dropdown. */
export function IsNotPlaceholder(
  placeholder: string,
  message: string,
  options: ValidationOptions = {},
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotPlaceholder',
      constraints: [placeholder],
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.trim() !== placeholder },
    },
    { ...options, message },
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LONG_TEXT_MAX_LENGTH, normalizeEmail, type UserView } from '@gc/contracts';
import { Controller, type Control } from 'react-hook-form';
import { EmailText } from '../../../shared/ui/email-text';

type NameAndEmail = { name: string; email: string; team_role: string };

/** Type-ahead over a person's name or email, case-insensitive. */
export function matchesPerson(person: Pick<UserView, 'name' | 'email'>, typed: string): boolean {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return true;
  return (person.name ?? '').toLowerCase().includes(needle) || person.email.toLowerCase().includes(needle);
}

export const ALREADY_IN_TEAM = 'Already in the team';

/**
 * The add-member form's Name: free typing as before, and a type-ahead list of the client's people (GET /users);
 * picking one fills Name and Email. People already in the team are listed, marked and not selectable; deactivated
 * accounts are left out.
 */
export function MemberNamePicker({
  control,
  people,
  memberEmails,
  loading,
  onPick,
}: {
  control: Control<NameAndEmail>;
  people: UserView[];
  /** normalized emails of the team's members */
  memberEmails: ReadonlySet<string>;
  loading: boolean;
  onPick: (person: UserView) => void;
}) {
  const inTeam = (person: UserView) => memberEmails.has(normalizeEmail(person.email));
  const options = people.filter((person) => person.Enabled === 'true');
  return (
    <Controller
      name="name"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<UserView, false, false, true>
          freeSolo
          forcePopupIcon
          fullWidth
          options={options}
          loading={loading}
          // the picked person lives in the form (name and email), not in the Autocomplete
          value={null}
          inputValue={field.value}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input' || reason === 'clear') field.onChange(text);
          }}
          onChange={(_event, picked) => {
            if (picked && typeof picked !== 'string') onPick(picked);
          }}
          filterOptions={(all, { inputValue }) => all.filter((person) => matchesPerson(person, inputValue))}
          getOptionLabel={(person) => (typeof person === 'string' ? person : person.name || person.email)}
          getOptionDisabled={inTeam}
          loadingText="Loading people…"
          renderOption={({ key, ...props }, person) => (
            <Box component="li" key={key} {...props}>
              <Box sx={{ minWidth: 0 }}>
                <Typography>{person.name || 'Pending Login'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <EmailText email={person.email} />
                  {inTeam(person) && ` · ${ALREADY_IN_TEAM}`}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label="Name"
              required
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: LONG_TEXT_MAX_LENGTH },
              }}
            />
          )}
        />
      )}
    />
  );
}

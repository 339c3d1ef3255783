import { Autocomplete, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Draft } from './draft';

interface Props {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  /** A translated error on the audience, if any. */
  error?: string;
}

interface Named {
  id: string;
  name: string;
}

const ALL = { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

/** The account's people as the audience: everyone, or whoever carries one of the tags or is in one of the groups. */
export const PeoplePicker = ({ draft, update, error }: Props) => {
  const translate = useTranslate();
  const tags = useGetList<Named>('tags', ALL).data ?? [];
  const groups = useGetList<Named>('groups', ALL).data ?? [];
  const pick = (options: Named[], ids: string[]) => options.filter((option) => ids.includes(option.id));
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Checkbox checked={draft.allPeople} onChange={(event) => update({ allPeople: event.target.checked })} />}
        label={translate('app.quickSend.allPeople')}
      />
      {draft.allPeople ? null : (
        <>
          <Autocomplete
            multiple
            options={tags}
            value={pick(tags, draft.tagIds)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => update({ tagIds: value.map((option) => option.id) })}
            renderInput={(params) => <TextField {...params} label={translate('resources.people.fields.tagIds')} />}
          />
          <Autocomplete
            multiple
            options={groups}
            value={pick(groups, draft.groupIds)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_, value) => update({ groupIds: value.map((option) => option.id) })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('resources.people.fields.groupIds')}
                error={Boolean(error)}
                helperText={error}
              />
            )}
          />
        </>
      )}
    </Stack>
  );
};

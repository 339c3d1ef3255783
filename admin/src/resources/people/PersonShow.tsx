import { Box, Typography } from '@mui/material';
import {
  ChipField,
  EditButton,
  Labeled,
  ReferenceArrayField,
  SelectField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { genderChoices } from '@/resources/groups/groups';
import type { PersonRecord } from './actions';
import { usePeopleFields } from './usePeopleFields';

const PersonShowActions = () => {
  const canEdit = useCan('edit', 'people');
  return <TopToolbar>{canEdit ? <EditButton label="app.people.editMode" /> : null}</TopToolbar>;
};

const valueText = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/** The custom fields with their labels, in the account's order. */
const CustomFieldValues = () => {
  const person = useRecordContext<PersonRecord>();
  const translate = useTranslate();
  const { fields, isPending } = usePeopleFields();
  if (!person || isPending) return null;
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('app.people.customFields')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.people.noFields')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {fields.map((field) => (
            <Labeled key={field.id} label={field.label}>
              <Typography variant="body2">{valueText(person.fields[field.key])}</Typography>
            </Labeled>
          ))}
        </Box>
      )}
    </Box>
  );
};

/** The profile's default view mode; Edit switches to the form. */
const PersonShow = () => (
  <Show actions={<PersonShowActions />}>
    <SimpleShowLayout>
      <TextField source="mobile" />
      <TextField source="firstName" />
      <TextField source="lastName" />
      <TextField source="email" />
      <SelectField source="gender" choices={genderChoices} />
      <LocalDateField source="birthday" />
      <ReferenceArrayField source="tagIds" reference="tags">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
      <ReferenceArrayField source="groupIds" reference="groups">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
      <CustomFieldValues />
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default PersonShow;

import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { email, maxLength, phone, required } from '@/forms/validators';
import { genderChoices } from '@/resources/groups/groups';
import type { PeopleFieldRecord } from '@/resources/people-fields/fields';
import { usePeopleFields } from './usePeopleFields';

/** The API's limits (backend/src/modules/people). */
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const TEXT_VALUE_MAX = 500;

/** One input per custom field, under `fields.<key>`, labelled by the field's own label. */
const CustomFieldInput = ({ field }: { field: PeopleFieldRecord }) => {
  const source = `fields.${field.key}`;
  const validate = field.required ? [required] : [];
  switch (field.type) {
    case 'number':
      return <NumberInput source={source} label={field.label} validate={validate} />;
    case 'date':
      return <DateInput source={source} label={field.label} validate={validate} />;
    case 'choice':
      return (
        <SelectInput
          source={source}
          label={field.label}
          validate={validate}
          choices={field.choices.map((choice) => ({ id: choice, name: choice }))}
          translateChoice={false}
        />
      );
    default:
      return <TextInput source={source} label={field.label} validate={[...validate, maxLength(TEXT_VALUE_MAX)]} />;
  }
};

export const CustomFieldInputs = () => {
  const translate = useTranslate();
  const { fields, isPending } = usePeopleFields();
  if (isPending) return null;
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('app.people.customFields')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.people.noFields')}
        </Typography>
      ) : (
        fields.map((field) => <CustomFieldInput key={field.id} field={field} />)
      )}
    </>
  );
};

/** The inputs of both Create and Edit. */
export const PersonInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="mobile" type="tel" autoComplete="off" validate={[required, phone]} />
      <TextInput source="firstName" validate={maxLength(NAME_MAX)} />
      <TextInput source="lastName" validate={maxLength(NAME_MAX)} />
      <TextInput source="email" type="email" validate={[email, maxLength(EMAIL_MAX)]} />
      <SelectInput source="gender" choices={genderChoices} emptyText="" />
      <DateInput source="birthday" />
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('app.people.memberships')}
      </Typography>
      <ReferenceArrayInput source="tagIds" reference="tags" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput label="resources.people.fields.tagIds" optionText="name" />
      </ReferenceArrayInput>
      <ReferenceArrayInput
        source="groupIds"
        reference="groups"
        filter={{ kind: 'static' }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <AutocompleteArrayInput label="resources.people.fields.groupIds" optionText="name" />
      </ReferenceArrayInput>
      <CustomFieldInputs />
    </>
  );
};

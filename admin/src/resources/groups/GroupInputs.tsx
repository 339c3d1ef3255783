import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  DateInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { maxLength, required } from '@/forms/validators';
import { genderChoices, GROUP_NAME_MAX, groupKindChoices } from './groups';

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** A dynamic group's people filter; the dates are whole days in Bangkok time, as in the lists. */
const RuleInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>
        {translate('app.groups.rules')}
      </Typography>
      <TextInput source="rules.q" />
      <ReferenceArrayInput source="rules.tagId" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput label="resources.groups.fields.rules.tagId" optionText="name" />
      </ReferenceArrayInput>
      <SelectInput source="rules.gender" choices={genderChoices} emptyText="" />
      <DateInput source="rules.createdAt_gte" parse={(day: string) => (day ? bangkokDayStart(day) : day)} format={dayOf} />
      <DateInput source="rules.createdAt_lte" parse={(day: string) => (day ? bangkokDayEnd(day) : day)} format={dayOf} />
    </>
  );
};

/** Create and Edit: the kind is chosen once; a dynamic group's rules stay editable. */
export const GroupInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="name" validate={[required, maxLength(GROUP_NAME_MAX)]} />
    <RadioButtonGroupInput source="kind" choices={groupKindChoices} readOnly={editing} />
    <FormDataConsumer<{ kind?: string }>>
      {({ formData }) => (formData.kind === 'dynamic' ? <RuleInputs /> : null)}
    </FormDataConsumer>
  </>
);

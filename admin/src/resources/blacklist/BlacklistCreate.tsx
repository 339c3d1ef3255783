import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { maxLength, phone, required } from '@/forms/validators';
import { blacklistReasonChoices, SOURCE_MAX } from './choices';
import { toBlacklistPayload } from './payload';

/** One number at a time, in any usual writing; a number blocked already is refused on its field. */
const BlacklistCreate = () => (
  <Create transform={toBlacklistPayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ reason: 'manual' }} sx={{ maxWidth: 480 }}>
      <TextInput
        source="mobile"
        type="tel"
        autoComplete="off"
        validate={[required, phone]}
        helperText="app.blacklist.mobileHelp"
      />
      <SelectInput source="reason" choices={blacklistReasonChoices} validate={required} />
      <TextInput source="source" validate={maxLength(SOURCE_MAX)} />
    </SimpleForm>
  </Create>
);

export default BlacklistCreate;

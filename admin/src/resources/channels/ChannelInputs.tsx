import { AccountInput } from '@/components/AccountInput';
import { NumberInput, PasswordInput, SelectInput, TextInput, maxValue, minValue, required } from 'react-admin';

const TYPES = ['smpp', 'http', 'simulator'].map((id) => ({ id, name: `resources.channels.types.${id}` }));
const FORMATS = ['international', 'national'].map((id) => ({ id, name: `resources.channels.destFormats.${id}` }));

/** The password is write-only: on edit, leaving it empty keeps the stored one. */
export const ChannelInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="name" validate={required()} />
    <AccountInput />
    <SelectInput source="type" choices={TYPES} validate={required()} />
    <TextInput source="host" validate={required()} />
    <NumberInput source="port" validate={[required(), minValue(1), maxValue(65535)]} />
    <TextInput source="systemId" validate={required()} />
    <PasswordInput
      source="password"
      validate={editing ? undefined : required()}
      helperText={editing ? 'resources.channels.keepPassword' : undefined}
    />
    <NumberInput source="tps" validate={[minValue(1), maxValue(10000)]} />
    <NumberInput source="window" validate={[minValue(1), maxValue(1000)]} />
    <SelectInput source="destFormat" choices={FORMATS} />
  </>
);

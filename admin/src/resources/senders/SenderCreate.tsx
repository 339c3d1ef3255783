import { Create, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { required } from '@/forms/validators';
import { senderName } from './choices';

/** "1 to 11 letters or digits (5/11)": the rule and the count, as the user types. */
const NameHelp = () => {
  const translate = useTranslate();
  const name = useWatch({ name: 'name' }) as string | undefined;
  return <>{translate('app.senders.nameHelp', { count: [...(name ?? '')].length })}</>;
};

// Validated on every keystroke, so a space or a Thai letter is flagged at once.
const SenderCreate = () => (
  <Create redirect="list" title="resources.senders.page.create">
    <SimpleForm noValidate mode="onChange" reValidateMode="onChange" sx={{ maxWidth: 480 }}>
      <TextInput source="name" autoComplete="off" validate={[required, senderName]} helperText={<NameHelp />} />
    </SimpleForm>
  </Create>
);

export default SenderCreate;

import { Alert, Box } from '@mui/material';
import {
  AutocompleteInput,
  Edit,
  Labeled,
  SaveButton,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan, useIsStaff } from '@/components/useCan';
import { planChoices, accountStatusChoices, timeZoneChoices } from '@/forms/choices';
import { lowerCaseEmail, pickNullable } from '@/forms/payload';
import { email, maxLength, phone, required, timeZone } from '@/forms/validators';
import { SINGLETON_ID } from '@/providers/dataProvider';

const RESOURCE = 'account-setting';

/** PUT /account-setting/data; the plan is sent by staff only, the API refuses it from others. */
const toAccountSettingsPayload = (withPlan: boolean) => (values: Record<string, unknown>) => ({
  ...pickNullable(values, ['name', 'timezone', 'contactPhone', 'address', 'taxId', ...(withPlan ? ['plan'] : [])]),
  contactEmail: lowerCaseEmail(values.contactEmail ?? null),
});

/** Staff choose the plan of the account they act in; everyone else sees it. */
const PlanInput = () => {
  const translate = useTranslate();
  if (useIsStaff()) {
    return <SelectInput source="plan" choices={planChoices} validate={required} helperText="app.accountSettings.planStaffHelp" />;
  }
  return (
    <>
      <Labeled source="plan">
        <SelectField source="plan" choices={planChoices} />
      </Labeled>
      <Box sx={{ typography: 'caption', color: 'text.secondary', mt: -1, mb: 1 }}>{translate('app.accountSettings.planHelp')}</Box>
    </>
  );
};

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const AccountSettingsForm = () => {
  const isStaff = useIsStaff();
  return (
    <Edit
      resource={RESOURCE}
      id={SINGLETON_ID}
      title="app.accountSettings.title"
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      transform={toAccountSettingsPayload(isStaff)}
    >
      <SimpleForm noValidate toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 640 }}>
        <TextInput source="name" validate={[required, maxLength(120)]} />
        <PlanInput />
        <AutocompleteInput source="timezone" choices={timeZoneChoices()} translateChoice={false} validate={[required, timeZone]} />
        <TextInput source="contactEmail" type="email" validate={email} />
        <TextInput source="contactPhone" type="tel" validate={phone} />
        <TextInput source="address" multiline minRows={2} validate={maxLength(500)} />
        <TextInput source="taxId" validate={maxLength(20)} />
      </SimpleForm>
    </Edit>
  );
};

const AccountSettingsView = () => {
  const translate = useTranslate();
  return (
    <Show resource={RESOURCE} id={SINGLETON_ID} title="app.accountSettings.title" actions={false}>
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {translate('app.accountSettings.readOnly')}
      </Alert>
      <SimpleShowLayout>
        <TextField source="name" />
        <SelectField source="plan" choices={planChoices} />
        <SelectField source="status" choices={accountStatusChoices} />
        <TextField source="timezone" />
        <TextField source="contactEmail" />
        <TextField source="contactPhone" />
        <TextField source="address" />
        <TextField source="taxId" />
        <LocalDateField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
};

/** Editable with `update Account`, read-only otherwise. */
const AccountSettingsPage = () => (useCan('edit', RESOURCE) ? <AccountSettingsForm /> : <AccountSettingsView />);

export default AccountSettingsPage;

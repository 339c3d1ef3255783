import { BooleanInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { accountStatusChoices, plansUpTo } from '@/forms/choices';
import { readUserData } from '@/providers/session';
import { email, maxLength, password, required } from '@/forms/validators';
import { FormSection, type FormMode } from '@/components/FormSection';

const AccountSection = ({ mode }: { mode: FormMode }) => {
  const user = readUserData();
  const choices = plansUpTo(user?.account?.plan, user?.role === 'staff');
  return (
    <>
      <FormSection title="app.subAccounts.sections.account" />
      <TextInput source="name" validate={[required, maxLength(120)]} />
      <SelectInput source="plan" choices={choices} validate={required} />
      {mode === 'edit' ? <SelectInput source="status" choices={accountStatusChoices} validate={required} /> : null}
      {/* The parent decides: its blacklist holds its customers' refusals (docs/people.md). */}
      {mode === 'edit' ? (
        <BooleanInput source="inheritParentBlacklist" helperText="resources.sub-accounts.help.inheritParentBlacklist" />
      ) : null}
    </>
  );
};

/** The sub-account's first admin user is created with it. */
const AdminSection = () => (
  <>
    <FormSection title="app.subAccounts.sections.admin" />
    <TextInput source="adminFirstName" validate={[required, maxLength(100)]} />
    <TextInput source="adminLastName" validate={[required, maxLength(100)]} />
    <TextInput source="adminEmail" type="email" validate={[required, email]} />
    <PasswordInput source="adminPassword" autoComplete="new-password" validate={[required, password]} />
  </>
);

export const SubAccountInputs = ({ mode }: { mode: FormMode }) => (
  <>
    <AccountSection mode={mode} />
    {mode === 'create' ? <AdminSection /> : null}
  </>
);

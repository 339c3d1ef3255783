import { Create, SimpleForm } from 'react-admin';
import { toCreatePayload } from './fields';
import { PeopleFieldInputs } from './PeopleFieldInputs';

const PeopleFieldCreate = () => (
  <Create transform={toCreatePayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ type: 'text', required: false, choices: [] }} sx={{ maxWidth: 560 }}>
      <PeopleFieldInputs />
    </SimpleForm>
  </Create>
);

export default PeopleFieldCreate;

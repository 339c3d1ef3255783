import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { LandingPageInputs } from './LandingPageInputs';
import { DuplicateButton } from './parts';
import { toLandingPagePayload } from './payload';

const LandingPageEditActions = () =>
  useCan('create', 'landing-pages') ? (
    <TopToolbar>
      <DuplicateButton />
    </TopToolbar>
  ) : (
    <TopToolbar />
  );

const LandingPageEditToolbar = () => {
  const canDelete = useCan('delete', 'landing-pages');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <Box>{canDelete ? <DeleteButton /> : null}</Box>
    </Toolbar>
  );
};

// Pessimistic: a field error (422) reaches the form, and delete asks first.
const LandingPageEdit = () => (
  <Edit mutationMode="pessimistic" transform={toLandingPagePayload} redirect={false} actions={<LandingPageEditActions />}>
    <SimpleForm noValidate toolbar={<LandingPageEditToolbar />} sx={{ maxWidth: 960 }}>
      <LandingPageInputs mode="edit" />
    </SimpleForm>
  </Edit>
);

export default LandingPageEdit;

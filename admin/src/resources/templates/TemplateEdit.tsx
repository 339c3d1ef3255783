import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { CopyTemplateButton } from './CopyTemplateButton';
import { TemplateInputs } from './TemplateInputs';
import { toTemplatePayload } from './payload';

const TemplateEditToolbar = () => {
  const canCreate = useCan('create', 'templates');
  const canDelete = useCan('delete', 'templates');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {canCreate ? <CopyTemplateButton /> : null}
        {canDelete ? <DeleteButton /> : null}
      </Box>
    </Toolbar>
  );
};

// Pessimistic: 422 field errors (the part cap) reach the form, and delete asks for confirmation.
const TemplateEdit = () => (
  <Edit mutationMode="pessimistic" transform={toTemplatePayload} redirect="list">
    <SimpleForm noValidate toolbar={<TemplateEditToolbar />} sx={{ maxWidth: 720 }}>
      <TemplateInputs />
    </SimpleForm>
  </Edit>
);

export default TemplateEdit;

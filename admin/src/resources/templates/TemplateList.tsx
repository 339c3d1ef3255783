import { Box } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  EditButton,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import type { TemplateRecord } from './actions';
import { CopyTemplateButton } from './CopyTemplateButton';
import { RestoreTemplateButton } from './RestoreTemplateButton';

export const templateFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="senderName" source="senderName" />,
  <BooleanInput key="deleted" source="deleted" label="app.templates.showDeleted" alwaysOn />,
];

/** Live templates: copy, edit, delete (asked first); deleted ones: restore. */
const RowActions = () => {
  const canCreate = useCan('create', 'templates');
  const canEdit = useCan('edit', 'templates');
  const canDelete = useCan('delete', 'templates');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {canEdit ? <RestoreTemplateButton /> : null}
      {canCreate ? <CopyTemplateButton /> : null}
      {canEdit ? <EditButton /> : null}
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Box>
  );
};

const TemplateRows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const { filterValues } = useListContext();
  const canEdit = useCan('edit', 'templates');
  // A deleted template is restored, not edited.
  const rowClick = canEdit && !filterValues.deleted ? 'edit' : false;
  if (isSmall) {
    return (
      <SimpleList<TemplateRecord>
        primaryText={(template) => template.name}
        secondaryText={(template) => template.message}
        tertiaryText={(template) => translate('app.messageCounter.parts', { parts: template.parts, max: 3 })}
        rowClick={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="senderName" emptyText="app.templates.noSender" />
      <NumberField source="parts" sortable={false} />
      <LocalDateField source="updatedAt" showTime />
      <RowActions />
    </Datagrid>
  );
};

const TemplateList = () => (
  <ResourceList filters={templateFilters}>
    <TemplateRows />
  </ResourceList>
);

export default TemplateList;

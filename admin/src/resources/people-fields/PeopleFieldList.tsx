import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { useCan } from '@/components/useCan';
import { fieldTypeChoices, type PeopleFieldRecord } from './fields';

const PeopleFieldRows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'people-fields');
  const canDelete = useCan('delete', 'people-fields');
  const rowClick = canEdit ? 'edit' : false;
  if (isSmall) {
    return (
      <SimpleList<PeopleFieldRecord>
        primaryText={(field) => field.label}
        secondaryText={(field) => `{{${field.key}}}`}
        tertiaryText={(field) => translate(`app.peopleFields.type.${field.type}`)}
        rowClick={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="label" />
      <TextField source="key" sortable={false} />
      <SelectField source="type" choices={fieldTypeChoices} sortable={false} />
      <BooleanField source="required" sortable={false} />
      <NumberField source="position" />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Datagrid>
  );
};

// No filters: an account has at most 100 fields.
const PeopleFieldActions = () => (
  <TopToolbar sx={wrapping}>
    <CreateButton />
  </TopToolbar>
);

/** The account's custom fields of a person (People Structure), in their form order, 10 a page as every list. */
const PeopleFieldList = () => (
  <List actions={<PeopleFieldActions />} perPage={10} pagination={<ListPagination />} sort={{ field: 'position', order: 'ASC' }}>
    <PeopleFieldRows />
  </List>
);

export default PeopleFieldList;

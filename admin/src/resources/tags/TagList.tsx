import { Datagrid, NumberField, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import type { TagRecord } from './payload';

export const tagFilters = [<SearchInput key="q" source="q" alwaysOn />];

const TagRows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'tags');
  const canDelete = useCan('delete', 'tags');
  const rowClick = canEdit ? 'edit' : false;
  if (isSmall) {
    return (
      <SimpleList<TagRecord>
        primaryText={(tag) => tag.name}
        secondaryText={(tag) => `${translate('resources.tags.fields.memberCount')}: ${tag.memberCount}`}
        rowClick={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="name" />
      <NumberField source="memberCount" sortable={false} />
      <LocalDateField source="createdAt" showTime />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Datagrid>
  );
};

/** The account's tags, with how many people carry each; deleting one is asked first. */
const TagList = () => (
  <ResourceList filters={tagFilters}>
    <TagRows />
  </ResourceList>
);

export default TagList;

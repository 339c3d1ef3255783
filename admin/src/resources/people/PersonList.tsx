import {
  AutocompleteInput,
  ChipField,
  CreateButton,
  Datagrid,
  DateInput,
  List,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  SingleFieldList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { BulkDeleteButton } from '@/components/DeleteButtons';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { useCan } from '@/components/useCan';
import { ExportButtons } from '@/components/ExportButtons';
import { EmptyWithImport } from '@/resources/imports/EmptyWithImport';
import { ImportButton } from '@/resources/imports/ImportButton';
import type { PersonRecord } from './actions';
import { BulkAddToGroupButton, BulkBlacklistButton, BulkTagButton } from './BulkActions';

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** Search by name or number, a tag, a group (static or dynamic), and the day added (Bangkok). */
export const personFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="tagId" source="tagId" reference="tags" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.people.fields.tagId" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="groupId" source="groupId" reference="groups" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.people.fields.groupId" optionText="name" />
  </ReferenceInput>,
  <DateInput
    key="from"
    source="createdAt_gte"
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={dayOf}
    alwaysOn
  />,
  <DateInput key="to" source="createdAt_lte" parse={(day: string) => (day ? bangkokDayEnd(day) : day)} format={dayOf} alwaysOn />,
];

// Every filter is always on, so the toolbar offers their reset instead of an "add filter" menu.
const PersonActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
    <ImportButton target="people" />
    <ExportButtons />
  </TopToolbar>
);

const PersonBulkActions = ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => (
  <>
    {canEdit ? <BulkTagButton /> : null}
    {canEdit ? <BulkAddToGroupButton /> : null}
    {canEdit ? <BulkBlacklistButton /> : null}
    {canDelete ? (
      <BulkDeleteButton confirmTitle="app.people.bulk.deleteTitle" confirmContent="app.people.bulk.deleteContent" />
    ) : null}
  </>
);

const fullName = (person: PersonRecord) => `${person.firstName} ${person.lastName}`.trim();

/** The account's people, newest first; a row opens the profile in view mode. */
const PersonList = () => {
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'people');
  const canDelete = useCan('delete', 'people');
  return (
    <List
      filters={personFilters}
      actions={<PersonActions />}
      perPage={10}
      empty={<EmptyWithImport target="people" />}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList<PersonRecord>
          primaryText={(person) => fullName(person) || person.mobile}
          secondaryText={(person) => person.mobile}
          rowClick="show"
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={canEdit || canDelete ? <PersonBulkActions canEdit={canEdit} canDelete={canDelete} /> : false}
        >
          <TextField source="mobile" />
          <TextField source="firstName" />
          <TextField source="lastName" />
          <ReferenceArrayField source="tagIds" reference="tags" sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <LocalDateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  );
};

export default PersonList;

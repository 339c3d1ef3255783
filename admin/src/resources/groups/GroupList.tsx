import { Typography } from '@mui/material';
import {
  Datagrid,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { useCan } from '@/components/useCan';
import { groupKindChoices, type GroupRecord } from './groups';

export const groupFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={groupKindChoices} alwaysOn />,
];

/** "10000+" when a dynamic group has more members than the API counts. */
const memberCountText = (group: GroupRecord, translate: ReturnType<typeof useTranslate>) =>
  group.memberCountCapped
    ? translate('app.groups.countCapped', { count: group.memberCount.toLocaleString() })
    : String(group.memberCount);

const MemberCountField = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const group = useRecordContext<GroupRecord>();
  const translate = useTranslate();
  if (!group) return null;
  return (
    <Typography component="span" variant="body2">
      {memberCountText(group, translate)}
    </Typography>
  );
};

const GroupRows = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'groups');
  const canDelete = useCan('delete', 'groups');
  const rowClick = canEdit ? 'edit' : false;
  if (isSmall) {
    return (
      <SimpleList<GroupRecord>
        primaryText={(group) => group.name}
        secondaryText={(group) => translate(`app.groups.kind.${group.kind}`)}
        tertiaryText={(group) => memberCountText(group, translate)}
        rowClick={rowClick}
      />
    );
  }
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      <TextField source="name" />
      <SelectField source="kind" choices={groupKindChoices} sortable={false} />
      <MemberCountField source="memberCount" label="resources.groups.fields.memberCount" sortable={false} />
      <LocalDateField source="createdAt" showTime />
      {canDelete ? <DeleteButton redirect={false} /> : null}
    </Datagrid>
  );
};

/** The account's groups: static ones list their members, dynamic ones a saved people filter. */
const GroupList = () => (
  <ResourceList filters={groupFilters}>
    <GroupRows />
  </ResourceList>
);

export default GroupList;

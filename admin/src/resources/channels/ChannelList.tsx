import { BooleanField, Datagrid, NumberField, SearchInput, SelectField, SimpleList, TextField, useTranslate } from 'react-admin';
import { ResourceList, useIsPhone } from '@/components/ListParts';
import { useCan } from '@/components/useCan';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const typeChoices = ['smpp', 'http', 'simulator'].map((id) => ({ id, name: `resources.channels.types.${id}` }));

interface ChannelRecord {
  id: string;
  name: string;
  type: string;
  accountName: string | null;
  enabled: boolean;
}

/**
 * Channel List. Staff, who set channels up, see how each connects and open it to edit; a
 * business reads the channels it sends through, whose connection the API does not answer.
 */
const ChannelList = () => {
  const translate = useTranslate();
  const isSmall = useIsPhone();
  const canEdit = useCan('edit', 'channels');
  const rowClick = canEdit ? 'edit' : false;
  return (
    <ResourceList filters={filters}>
      {isSmall ? (
        <SimpleList<ChannelRecord>
          primaryText={(channel) => channel.name}
          secondaryText={(channel) => translate(`resources.channels.types.${channel.type}`)}
          tertiaryText={(channel) => channel.accountName ?? ''}
          rowClick={rowClick}
        />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="accountName" sortable={false} />
          <SelectField source="type" choices={typeChoices} />
          {canEdit ? <TextField source="host" /> : null}
          {canEdit ? <NumberField source="port" /> : null}
          <NumberField source="tps" />
          <NumberField source="window" />
          <BooleanField source="enabled" />
          {canEdit ? <BooleanField source="hasPassword" sortable={false} /> : null}
        </Datagrid>
      )}
    </ResourceList>
  );
};

export default ChannelList;

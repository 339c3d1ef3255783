import { Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ListPagination, PhoneOrGrid, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import type { CampaignRecord } from './campaignsApi';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { CampaignStatusChip, FunnelField } from './Funnel';

const STATUSES = ['draft', 'scheduled', 'running', 'ended', 'cancelled'] as const;
const statusChoices = STATUSES.map((id) => ({ id, name: `resources.campaigns.statuses.${id}` }));
const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** Status, a name search and the start date's range (whole Bangkok days). */
export const campaignFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput
    key="startDate_gte"
    source="startDate_gte"
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={dayOf}
    alwaysOn
  />,
  <DateInput
    key="startDate_lte"
    source="startDate_lte"
    parse={(day: string) => (day ? bangkokDayEnd(day) : day)}
    format={dayOf}
    alwaysOn
  />,
];

const CampaignActions = () => (
  <TopToolbar sx={wrapping}>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

/** On a phone: the name, its status and start, and the funnel. */
const PhoneRows = () => (
  <SimpleList<CampaignRecord>
    primaryText={(campaign) => campaign.name}
    secondaryText={() => (
      <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <CampaignStatusChip />
        <LocalDateField source="startAt" showTime />
      </Stack>
    )}
    tertiaryText={() => <FunnelField />}
    rowClick="show"
  />
);

/** The account's campaigns, newest first, ten a page, each with its funnel; dates in Bangkok time. */
const CampaignList = () => (
  <List
    filters={campaignFilters}
    actions={<CampaignActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <PhoneOrGrid phone={<PhoneRows />}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <CampaignStatusChip source="status" sortable={false} />
        <LocalDateField source="startAt" showTime sortBy="startDate" />
        <LocalDateField source="endAt" showTime sortable={false} />
        <FunnelField label="resources.campaigns.fields.funnel" sortable={false} />
      </Datagrid>
    </PhoneOrGrid>
  </List>
);

export default CampaignList;

import { CreateButton, Datagrid, DateField, DateInput, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ListPagination } from '@/components/ListParts';
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
  <TopToolbar>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
);

/** The account's campaigns, newest first, ten a page, each with its funnel. */
const CampaignList = () => (
  <List
    filters={campaignFilters}
    actions={<CampaignActions />}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <CampaignStatusChip source="status" sortable={false} />
      <DateField source="startAt" showTime sortBy="startDate" />
      <DateField source="endAt" showTime sortable={false} />
      <FunnelField label="resources.campaigns.fields.funnel" sortable={false} />
    </Datagrid>
  </List>
);

export default CampaignList;

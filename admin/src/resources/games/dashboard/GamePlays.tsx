import {
  DateInput,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { components } from '@/api/schema';
import { bangkokDayEnd, bangkokDayStart } from '@/components/DateRangeFilters';
import { ExportButtons } from '@/components/ExportButtons';
import { ListPagination, useIsPhone, wrapping } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { ResetFiltersButton } from '@/components/ResetFiltersButton';
import { formatDate } from '@/i18n/formatDate';

type GamePlayRecord = components['schemas']['GamePlayResponse'];

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';
const fromDay = (day: string) => (day ? bangkokDayStart(day) : day);
const untilDay = (day: string) => (day ? bangkokDayEnd(day) : day);

export const playResultChoices = [
  { id: 'won', name: 'resources.game-plays.results.won' },
  { id: 'no_prize', name: 'resources.game-plays.results.no_prize' },
];

// The specification's report filters: name (part of the phone number), play_date, redeem_date, status.
const filters = [
  <TextInput key="name" source="name" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={playResultChoices} alwaysOn />,
  <DateInput key="play_date_gte" source="play_date_gte" parse={fromDay} format={dayOf} alwaysOn />,
  <DateInput key="play_date_lte" source="play_date_lte" parse={untilDay} format={dayOf} alwaysOn />,
  <DateInput key="redeem_date_gte" source="redeem_date_gte" parse={fromDay} format={dayOf} />,
  <DateInput key="redeem_date_lte" source="redeem_date_lte" parse={untilDay} format={dayOf} />,
];

/** +66812345678 → 081 234 5678, as the number is written in Thailand. */
export const localMobile = (mobile: string) =>
  mobile.startsWith('+66') ? `0${mobile.slice(3)}`.replace(/^(\d{3})(\d{3})(\d+)$/, '$1 $2 $3') : mobile;

const Rows = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isPhone = useIsPhone();
  const result = (row: GamePlayRecord) =>
    row.result === 'won' && row.reName ? row.reName : translate(`resources.game-plays.results.${row.result}`);
  if (isPhone) {
    return (
      <SimpleList<GamePlayRecord>
        primaryText={(row) => localMobile(row.mobile)}
        secondaryText={result}
        tertiaryText={(row) => formatDate(row.createdAt, locale, { showTime: true })}
        rowClick={false}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <LocalDateField source="createdAt" showTime />
      <FunctionField<GamePlayRecord> source="mobile" sortable={false} render={(row) => localMobile(row.mobile)} />
      <FunctionField<GamePlayRecord>
        source="result"
        sortable={false}
        render={(row) => translate(`resources.game-plays.results.${row.result}`)}
      />
      <TextField source="reName" sortable={false} emptyText="—" />
      <TextField source="couponCode" sortable={false} emptyText="—" />
      <LocalDateField source="redeemedAt" showTime />
      <FunctionField<GamePlayRecord>
        source="prizeSms"
        sortable={false}
        render={(row) => (row.prizeSms ? translate(`resources.game-plays.prizeSms.${row.prizeSms}`) : '—')}
      />
    </Datagrid>
  );
};

/** The report as CSV or XLSX, filtered as the table is. */
const PlaysExport = ({ gameId }: { gameId: string }) => {
  const { filterValues } = useListContext();
  return <ExportButtons filter={{ ...(filterValues as Record<string, unknown>), gameId }} />;
};

/** The game detail dashboard's report table: the game's plays, newest first, ten a page. */
export const GamePlays = ({ gameId }: { gameId: string }) => (
  <List
    resource="game-plays"
    filter={{ gameId }}
    filters={filters}
    perPage={10}
    sort={{ field: 'createdAt', order: 'DESC' }}
    disableSyncWithLocation
    storeKey={false}
    title={false}
    actions={
      <TopToolbar sx={wrapping}>
        <ResetFiltersButton />
        <FilterButton />
        <PlaysExport gameId={gameId} />
      </TopToolbar>
    }
    pagination={<ListPagination />}
    empty={false}
  >
    <Rows />
  </List>
);

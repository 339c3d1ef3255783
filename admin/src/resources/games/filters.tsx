import { SearchInput, SelectInput } from 'react-admin';
import { BangkokDateTimeInput } from '@/resources/coupon-books/dates';
import { gameStatusFilterChoices, gameTypeChoices } from './payload';

// The specification's game list filters: search, status (all by default), startDate, endDate,
// gameType; the configuration list and the dashboard list share them.
export const gameFilters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput key="status" source="status" choices={gameStatusFilterChoices} alwaysOn />,
  <SelectInput key="gameType" source="gameType" choices={gameTypeChoices} />,
  <BangkokDateTimeInput key="startDate" source="startDate" helperText="" />,
  <BangkokDateTimeInput key="endDate" source="endDate" helperText="" />,
];

import { DateInput } from 'react-admin';

/** A day picked in Bangkok time, as the API's ISO bound with +07:00 (the account's time zone). */
export const bangkokDayStart = (day: string) => `${day}T00:00:00+07:00`;
export const bangkokDayEnd = (day: string) => `${day}T23:59:59.999+07:00`;

const dayOf = (iso?: string) => iso?.slice(0, 10) ?? '';

/** From and To filters on `createdAt`, whole days in Bangkok time: the list helper's range filter. */
export const dateRangeFilters = (resource: string) => [
  <DateInput
    key="from"
    source="createdAt_gte"
    label={`resources.${resource}.fields.from`}
    parse={(day: string) => (day ? bangkokDayStart(day) : day)}
    format={dayOf}
    alwaysOn
  />,
  <DateInput
    key="to"
    source="createdAt_lte"
    label={`resources.${resource}.fields.to`}
    parse={(day: string) => (day ? bangkokDayEnd(day) : day)}
    format={dayOf}
    alwaysOn
  />,
];

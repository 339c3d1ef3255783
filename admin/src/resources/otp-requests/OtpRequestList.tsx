import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { components } from '@/api/schema';
import { dateRangeFilters } from '@/components/DateRangeFilters';
import { ListPagination, PhoneOrGrid } from '@/components/ListParts';
import { LocalDateField } from '@/components/LocalDateField';
import { httpClient } from '@/providers/httpClient';

type OtpRequestRecord = components['schemas']['OtpRequestResponse'];
type OtpSummary = components['schemas']['OtpSummaryResponse'];

const STATUSES = ['pending', 'verified', 'locked', 'expired'] as const;
const COLORS = { pending: 'info', verified: 'success', locked: 'error', expired: 'default' } as const;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={STATUSES.map((id) => ({ id, name: `resources.otp-requests.statuses.${id}` }))}
    alwaysOn
  />,
  <ReferenceInput key="appId" source="appId" reference="otp-apps" alwaysOn>
    <SelectInput optionText="name" label="resources.otp-requests.fields.appId" />
  </ReferenceInput>,
  ...dateRangeFilters('otp-requests'),
];

const StatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<OtpRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" color={COLORS[record.status]} label={translate(`resources.otp-requests.statuses.${record.status}`)} />
  );
};

/** Totals over the rows the list's filters select: sent, verified, conversion. */
const Totals = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const [summary, setSummary] = useState<OtpSummary | null>(null);
  const filter = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    let live = true;
    httpClient(`/api/otp-requests/summary?filter=${encodeURIComponent(filter)}`).then(
      ({ json }) => live && setSummary(json as OtpSummary),
      () => live && setSummary(null),
    );
    return () => {
      live = false;
    };
  }, [filter]);
  const figures = [
    ['requests', summary?.requests.toLocaleString()],
    ['sent', summary?.sent.toLocaleString()],
    ['verified', summary?.verified.toLocaleString()],
    ['conversionRate', summary ? `${summary.conversionRate}%` : undefined],
  ] as const;
  return (
    <Grid container spacing={2} sx={{ my: 1 }}>
      {figures.map(([name, value]) => (
        <Grid key={name} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline">{translate(`resources.otp-requests.summary.${name}`)}</Typography>
              <Typography variant="h5" data-testid={`otp-${name}`}>
                {value ?? '—'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('resources.otp-requests.empty')}
    </Typography>
  );
};

/** On a phone: the number and its reference, the state, and when it was asked for. */
const PhoneRows = () => (
  <SimpleList<OtpRequestRecord>
    primaryText={(otp) => `${otp.mobile} · ${otp.refCode}`}
    secondaryText={
      <Stack component="span" direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StatusField source="status" />
        <LocalDateField source="createdAt" showTime />
      </Stack>
    }
    tertiaryText={(otp) => otp.appName}
    rowClick={false}
    empty={<Empty />}
  />
);

/** OTP list: requests with the phone masked, their state and tries, and the conversion. */
const OtpRequestList = () => (
  <List
    filters={filters}
    perPage={10}
    pagination={<ListPagination />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    title="app.menu.otpList"
    empty={false}
  >
    <Totals />
    <PhoneOrGrid phone={<PhoneRows />}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <LocalDateField source="createdAt" showTime />
        <TextField source="appName" sortable={false} />
        <TextField source="mobile" sortable={false} />
        <TextField source="refCode" sortable={false} />
        <StatusField source="status" />
        <NumberField source="attempts" sortable={false} />
        <NumberField source="sends" sortable={false} />
        <LocalDateField source="expiresAt" showTime />
      </Datagrid>
    </PhoneOrGrid>
  </List>
);

export default OtpRequestList;

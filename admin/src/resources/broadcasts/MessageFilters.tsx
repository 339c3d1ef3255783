import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The detail page's statuses (domain.md), each with the internal states it stands for. */
const DETAIL_FILTERS: Record<string, string[]> = {
  pending: ['pending'],
  submitted: ['submitted'],
  delivered: ['delivered'],
  undelivered: ['undelivered', 'expired'],
  rejected: ['rejected'],
};

/**
 * Status and mobile filters over the messages of one send (the list context of its
 * ReferenceManyField). The send's own filter stays: only these two keys change.
 */
export const MessageFilters = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const [mobile, setMobile] = useState<string>(typeof filterValues?.mobile === 'string' ? filterValues.mobile : '');
  const status =
    Object.entries(DETAIL_FILTERS).find(
      ([, states]) => JSON.stringify(states) === JSON.stringify([filterValues?.status].flat()),
    )?.[0] ?? '';

  // The reference list waits for typing to pause before it asks again (its setFilters debounces).
  const typeMobile = (value: string) => {
    setMobile(value);
    const { mobile: _previous, ...rest } = filterValues ?? {};
    setFilters(value.trim() ? { ...rest, mobile: value.trim() } : rest, displayedFilters);
  };

  const chooseStatus = (value: string) => {
    const { status: _previous, ...rest } = filterValues ?? {};
    const states = DETAIL_FILTERS[value];
    setFilters(states ? { ...rest, status: states.length === 1 ? states[0] : states } : rest, displayedFilters);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
      <TextField
        size="small"
        label={translate('resources.messages.fields.mobile')}
        value={mobile}
        onChange={(event) => typeMobile(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'detail-mobile-filter', maxLength: 20 } }}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('resources.messages.fields.status')}
        value={status}
        onChange={(event) => chooseStatus(event.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'detail-status-filter' } as object } }}
      >
        <MenuItem value="">{translate('resources.messages.allStatuses')}</MenuItem>
        {Object.keys(DETAIL_FILTERS).map((key) => (
          <MenuItem key={key} value={key}>
            {translate(`resources.messages.detailStatuses.${key}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

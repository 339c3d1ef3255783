import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';

/** "from – to" in Bangkok time, the user's language (Buddhist-era years in Thai). */
export const ValidityField = (_props: { label?: string; sortBy?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ startDate?: string; endDate?: string }>();
  const [locale] = useLocaleState();
  if (!record?.startDate) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(record.startDate, locale, { showTime: true })} – {formatDate(record.endDate, locale, { showTime: true })}
    </Typography>
  );
};

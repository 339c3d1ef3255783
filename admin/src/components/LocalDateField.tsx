import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';

export interface LocalDateFieldProps extends FieldProps {
  showTime?: boolean;
}

/** A date in the user's language: Buddhist-era years in Thai, Bangkok time. */
export const LocalDateField = ({ source, showTime = false }: LocalDateFieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      <time dateTime={value}>{formatDate(value, locale, { showTime })}</time>
    </Typography>
  );
};

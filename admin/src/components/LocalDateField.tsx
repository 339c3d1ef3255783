import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';

export interface LocalDateFieldProps extends FieldProps {
  showTime?: boolean;
}

/** A date in the user's language: Buddhist-era years in Thai, Bangkok time; `emptyText` (a key) when unset. */
export const LocalDateField = ({ source, showTime = false, emptyText }: LocalDateFieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const value = record?.[source] as string | null | undefined;
  if (!value) {
    return emptyText ? (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(emptyText)}
      </Typography>
    ) : null;
  }
  return (
    <Typography component="span" variant="body2">
      <time dateTime={value}>{formatDate(value, locale, { showTime })}</time>
    </Typography>
  );
};

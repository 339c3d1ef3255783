import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS: Record<string, 'success' | 'default' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  draft: 'warning',
};

/** A record's status as a coloured chip, named by `resources.<resource>.statuses.<status>`. */
export const StatusChip = ({
  resource,
}: {
  resource: 'coupons' | 'coupon-books' | 'landing-pages';
  source?: string;
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext<{ status?: string }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={COLORS[record.status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${record.status}`, { _: record.status })}
    />
  );
};

import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';

/** A number in the reader's language: 1,234 or ๑,๒๓๔ is not wanted, Thai digits stay Arabic. */
export const useNumber = () => {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  return (value: number) => format.format(value);
};

/** Figures as cards, two a row on a phone: a label (a key) and its value. */
export const FigureCards = ({ figures }: { figures: { name: string; label: string; value: ReactNode }[] }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {figures.map(({ name, label, value }) => (
        <Grid key={name} size={{ xs: 6, sm: 4, md: 3, lg: 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography variant="h5" component="p" data-figure={name} sx={{ overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';

/** A number in the reader's language: 1,234 or ๑,๒๓๔ is not wanted, Thai digits stay Arabic. */
export const useNumber = () => {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  return (value: number) => format.format(value);
};

export interface Figure {
  name: string;
  /** A translation key. */
  label: string;
  value: ReactNode;
  /** Words or a date rather than a count: smaller, so that they fit the card. */
  text?: boolean;
}

/** Figures as cards, two a row on a phone: a label and its value. */
export const FigureCards = ({ figures }: { figures: Figure[] }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {figures.map(({ name, label, value, text }) => (
        <Grid key={name} size={{ xs: 6, sm: 4, md: 3, lg: figures.length > 7 ? 2.4 : 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography
                variant={text ? 'subtitle1' : 'h5'}
                component="div"
                data-figure={name}
                sx={{ overflowWrap: 'break-word', mt: text ? 0.5 : 0 }}
              >
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};

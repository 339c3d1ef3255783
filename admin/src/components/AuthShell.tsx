import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The frame of the public pages (register, forgot and reset password), like the login page. */
export const AuthShell = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        background: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
        py: 6,
        px: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(title)}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate(subtitle)}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

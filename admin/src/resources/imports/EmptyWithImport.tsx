import { Box, Stack, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { ImportButton } from './ImportButton';
import type { ImportTarget } from './types';

/**
 * An empty people or blacklist list: a new account's first step is often a file, so the way
 * into the import stands beside Create (react-admin's own empty page offers Create alone).
 */
export const EmptyWithImport = ({ target }: { target: ImportTarget }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography variant="h5" component="h2">
        {translate(`resources.${resource}.empty`)}
      </Typography>
      <Typography variant="body2" sx={{ my: 2 }}>
        {translate('resources.imports.invite')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <CreateButton variant="contained" />
        <ImportButton target={target} />
      </Stack>
    </Box>
  );
};

import { Box, Button, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Link } from 'react-router-dom';
import { useResourceContext, useTranslate } from 'react-admin';
import { useCan } from '@/components/useCan';

/**
 * No send yet (Broadcasts) or no message yet (Logs): sends are made on the Quick Send page, not
 * by a Create button, so the way there stands where react-admin would only say the list is
 * empty, for those who may send. Says `resources.<resource>.empty` and `.invite`.
 */
export const EmptyWithQuickSend = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const canSend = useCan('create', 'broadcasts');
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography variant="h5" component="h2">
        {translate(`resources.${resource}.empty`)}
      </Typography>
      {canSend && (
        <>
          <Typography variant="body2" sx={{ my: 2 }}>
            {translate(`resources.${resource}.invite`)}
          </Typography>
          <Button variant="contained" component={Link} to="/quick-send" startIcon={<SendIcon />}>
            {translate('app.menu.quickSend')}
          </Button>
        </>
      )}
    </Box>
  );
};

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useState } from 'react';
import { LinkBase, useLocale, useTranslate } from 'react-admin';
import { httpClient } from '@/providers/httpClient';
import { currentMonthIct, fetchPlatform } from './dashboardApi';
import { useMonthFigures } from './useMonthFigures';

/** Bull Board, served by the API outside /api (staff only). */
const QUEUE_BOARD_URL = '/queues';

type BoardState = 'idle' | 'opening' | 'blocked' | 'failed';

/**
 * Bull Board is opened by plain navigation, which carries no bearer token: the session call
 * first sets the board's cookie, then the board opens in a new tab. A browser that blocks the
 * tab (it came after an await) gets a link to click instead; the cookie is set already.
 */
function useQueueBoard() {
  const [state, setState] = useState<BoardState>('idle');
  const open = async () => {
    setState('opening');
    try {
      await httpClient('/api/dashboard/queues-session', { method: 'POST', actingAccount: false });
    } catch {
      setState('failed');
      return;
    }
    const tab = window.open(QUEUE_BOARD_URL, '_blank');
    if (!tab) return setState('blocked');
    // Not `noopener` in the features: window.open then answers null and a blocked tab looks opened.
    tab.opener = null;
    setState('idle');
  };
  return { state, open };
}

/** Back office (staff): the platform's month, per account, with the queues' state. */
export const PlatformCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [month, setMonth] = useState(currentMonthIct);
  const { data, error, loading } = useMonthFigures(() => fetchPlatform(month), month);
  const board = useQueueBoard();
  const number = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-US');
  const t = (key: string, options?: object) => translate(`app.dashboard.platform.${key}`, options);
  return (
    <Card>
      <CardHeader
        avatar={<StorefrontIcon color="primary" />}
        title={t('title')}
        action={
          <Button
            size="small"
            startIcon={<OpenInNewIcon />}
            disabled={board.state === 'opening'}
            onClick={() => void board.open()}
          >
            {t('openQueueBoard')}
          </Button>
        }
      />
      <CardContent>
        {board.state === 'blocked' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('queueBoardBlocked')}{' '}
            <Link href={QUEUE_BOARD_URL} target="_blank" rel="noopener">
              {t('queueBoardLink')}
            </Link>
          </Alert>
        ) : null}
        {board.state === 'failed' ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('queueBoardError')}
          </Alert>
        ) : null}
        <TextField
          type="month"
          label={translate('app.dashboard.sends.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value || currentMonthIct())}
          size="small"
          sx={{ mb: 2 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 2 }} /> : null}
        {error ? <Alert severity="warning">{translate('app.dashboard.loadError')}</Alert> : null}
        {data && !error ? (
          <>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('creditsSold')}
                </Typography>
                <Typography variant="h5" component="p">
                  {number.format(data.creditsSold.credits)}
                </Typography>
                <Typography variant="body2">
                  {t('revenue', { amount: number.format(data.creditsSold.revenue), smart_count: data.creditsSold.purchases })}
                </Typography>
              </Box>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('sendersPending')}
                </Typography>
                <Typography variant="h5" component="p">
                  <LinkBase to={{ pathname: '/senders', search: `filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}` }}>
                    {number.format(data.sendersPending)}
                  </LinkBase>
                </Typography>
              </Box>
            </Box>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('queues')}
            </Typography>
            {data.queues ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
                {data.queues.map((queue) => (
                  <Chip
                    key={queue.name}
                    variant="outlined"
                    color={queue.failed ? 'error' : 'default'}
                    label={t('queue', { name: queue.name, waiting: queue.waiting + queue.delayed, active: queue.active, failed: queue.failed })}
                  />
                ))}
              </Box>
            ) : (
              <Alert severity="warning" sx={{ mb: 3 }}>
                {t('queuesUnavailable')}
              </Alert>
            )}
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('accounts')}
            </Typography>
            {data.accounts.length ? (
              <Table size="small" aria-label={t('accounts')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('account')}</TableCell>
                    {(['smsSub', 'delivered', 'cost', 'creditsSoldColumn', 'revenueColumn'] as const).map((name) => (
                      <TableCell key={name} align="right">
                        {t(name)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.accounts.map((row) => (
                    <TableRow key={row.accountId}>
                      <TableCell>{row.name}</TableCell>
                      {[row.smsSub, row.delivered, row.cost, row.creditsSold, row.revenue].map((value, at) => (
                        <TableCell key={at} align="right">
                          {number.format(value)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography color="text.secondary">{t('noActivity')}</Typography>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};

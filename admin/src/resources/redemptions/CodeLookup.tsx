import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useCan } from '@/components/useCan';
import { formatDate } from '@/i18n/formatDate';
import type { AppDataProvider } from '@/providers/dataProvider';
import { isHttpError } from '@/providers/http';
import type { CodeCard } from './actions';
import { RedeemForm } from './RedeemForm';
import { ScanDialog } from './ScanDialog';

/** A cashier's thumb: buttons at least 48 px high, their label on one line, halves of a phone's width. */
const TOUCH = { minHeight: 48, whiteSpace: 'nowrap', flex: { xs: 1, sm: 'none' }, px: 3 } as const;

const STATE_COLORS: Record<CodeCard['state'], 'success' | 'default' | 'warning' | 'error'> = {
  usable: 'success',
  used: 'default',
  expired: 'error',
  not_started: 'warning',
};

/** A code's card: its coupon, state, validity, uses and their history. */
export const CodeCardView = ({ card }: { card: CodeCard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (value: string) => formatDate(value, locale, { showTime: true });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {card.code}
        </Typography>
        <Chip size="small" color={STATE_COLORS[card.state]} label={translate(`resources.redemptions.states.${card.state}`)} />
      </Stack>
      <Typography>{card.couponName}</Typography>
      <Typography variant="body2">
        {translate('resources.redemptions.lookup.validity', { from: when(card.validFrom), until: when(card.validUntil) })}
      </Typography>
      <Typography variant="body2">
        {translate('resources.redemptions.lookup.uses', { redeemed: card.redeemed, max: card.useMaxRedeem })}
      </Typography>
      {card.maskedMobile ? (
        <Typography variant="body2">{translate('resources.redemptions.lookup.mobile', { mobile: card.maskedMobile })}</Typography>
      ) : null}
      <Typography variant="subtitle2">{translate('resources.redemptions.lookup.history')}</Typography>
      {card.redemptions.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {card.redemptions.map((use) => (
            <li key={use.id}>
              {[
                when(use.createdAt),
                use.userName ?? translate(`resources.redemptions.channels.${use.channel}`),
                use.branch,
                use.saleAmount === null ? null : use.saleAmount.toLocaleString(locale),
                translate(`resources.redemptions.statuses.${use.status}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.redemptions.lookup.none')}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * Key verification's first step: staff type the code the customer shows, see its card, and
 * redeem it there when they may (verifiers, operators, admins) and the coupon lets staff.
 */
export const CodeLookup = ({ onRedeemed }: { onRedeemed: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canRedeem = useCan('create', 'redemptions');
  const [typed, setTyped] = useState('');
  const [card, setCard] = useState<CodeCard | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);

  const find = async (code: string) => {
    setBusy(true);
    setMissing(false);
    try {
      setCard(await dataProvider.lookupCode(code));
    } catch (error) {
      setCard(null);
      if (isHttpError(error, 404) || isHttpError(error, 422)) setMissing(true);
      else notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (code) void find(code);
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('resources.redemptions.lookup.title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={submit}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            label={translate('resources.redemptions.lookup.code')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ flex: { sm: 1 }, maxWidth: { sm: 360 } }}
            fullWidth
            slotProps={{
              htmlInput: {
                maxLength: 24,
                autoCapitalize: 'characters',
                'aria-label': translate('resources.redemptions.lookup.code'),
              },
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="large"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(true)}
              sx={TOUCH}
            >
              {translate('resources.redemptions.lookup.scan')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={busy || !typed.trim()} sx={TOUCH}>
              {translate('resources.redemptions.lookup.find')}
            </Button>
          </Stack>
        </Stack>
        <ScanDialog
          open={scanning}
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false);
            setTyped(code);
            void find(code);
          }}
        />
        {missing ? <Alert severity="warning">{translate('resources.redemptions.lookup.notFound')}</Alert> : null}
        {card ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <CodeCardView card={card} />
            </Box>
            {canRedeem ? (
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {card.selfOnly ? (
                  <Alert severity="info">{translate('resources.redemptions.lookup.selfOnly')}</Alert>
                ) : (
                  <RedeemForm
                    key={card.id}
                    code={card.code}
                    disabled={card.state !== 'usable'}
                    onDone={() => {
                      void find(card.code);
                      onRedeemed();
                    }}
                  />
                )}
              </Box>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Analysis, BroadcastInput } from './sendingApi';

const Figure = ({ label, value, tone }: { label: string; value: number | string; tone?: 'error' | 'success' }) => (
  <Card variant="outlined" role="group" aria-label={label}>
    <CardContent>
      <Typography variant="overline">{label}</Typography>
      <Typography variant="h5" color={tone === 'error' ? 'error' : tone === 'success' ? 'success.main' : undefined}>
        {typeof value === 'number' ? value.toLocaleString() : value}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * The analysis of one send: who receives it, what it costs (also each coupon's send on a
 * campaign's confirm step). `missingValues`: what recipients without a variable's value get, as chosen.
 */
export const AnalysisFigures = ({
  analysis,
  missingValues = 'empty',
}: {
  analysis: Analysis;
  missingValues?: BroadcastInput['missingValues'];
}) => {
  const translate = useTranslate();
  const short = analysis.balanceAfter < 0;
  const lacking = analysis.lackingValues ?? 0;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {(
          ['valid', 'duplicate', 'invalid', 'blacklisted', ...(analysis.notConsented ? (['notConsented'] as const) : [])] as const
        ).map((key) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Figure
              label={translate(`app.quickSend.figures.${key}`)}
              value={analysis[key]}
              tone={key === 'valid' ? 'success' : undefined}
            />
          </Grid>
        ))}
        {analysis.matchedPeople || lacking ? (
          <>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label={translate('app.quickSend.figures.matchedPeople')} value={analysis.matchedPeople ?? 0} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label={translate('app.quickSend.figures.lackingValues')} value={lacking} />
            </Grid>
          </>
        ) : null}
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={translate('app.quickSend.figures.encoding')}
            value={translate(`app.quickSend.encodings.${analysis.encoding}`)}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate('app.quickSend.figures.parts')} value={analysis.parts} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate('app.quickSend.figures.credits')} value={analysis.credits} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure label={translate('app.quickSend.figures.balance')} value={analysis.balance} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={translate('app.quickSend.figures.balanceAfter')}
            value={analysis.balanceAfter}
            tone={short ? 'error' : undefined}
          />
        </Grid>
      </Grid>
      {analysis.blacklistedBy?.parent ? (
        // A sub-account also obeys its parent's blacklist: say which list kept the numbers out.
        <Alert severity="info">{translate('app.quickSend.blacklistedBy', analysis.blacklistedBy)}</Alert>
      ) : null}
      {lacking ? (
        <Alert severity={missingValues === 'empty' ? 'warning' : 'info'} data-testid="lacking-values">
          {translate(`app.quickSend.lacking.${missingValues}`, {
            smart_count: lacking,
            numbers: (analysis.lackingNumbers ?? []).join(', ') + (lacking > (analysis.lackingNumbers?.length ?? 0) ? ', …' : ''),
          })}
        </Alert>
      ) : null}
      {analysis.forcedBy ? (
        <Alert severity="info">{translate('app.quickSend.forcedBy', { char: analysis.forcedBy })}</Alert>
      ) : null}
      {short ? <Alert severity="error">{translate('validation.insufficientCredits')}</Alert> : null}
      {analysis.preview.length ? (
        <Box>
          <Typography variant="subtitle1">{translate('app.quickSend.preview')}</Typography>
          {analysis.preview.map((message) => (
            <Typography key={message.mobile} variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
              <strong>{message.mobile}</strong> ({message.parts}): {message.text}
            </Typography>
          ))}
        </Box>
      ) : null}
      {analysis.invalidSamples.length ? (
        <Alert severity="warning">
          {translate('app.quickSend.invalidSamples')}:{' '}
          {analysis.invalidSamples.map((sample) => (sample.row ? `${sample.row}: ${sample.value}` : sample.value)).join(', ')}
        </Alert>
      ) : null}
    </Stack>
  );
};

/** The analyze page: the figures and the confirmation that reserves the credits. */
export const AnalysisPanel = ({
  analysis,
  missingValues,
  busy,
  onBack,
  onConfirm,
}: {
  analysis: Analysis;
  missingValues?: BroadcastInput['missingValues'];
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const translate = useTranslate();
  const short = analysis.balanceAfter < 0;
  return (
    <Stack spacing={2}>
      <AnalysisFigures analysis={analysis} missingValues={missingValues} />
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>{translate('ra.action.back')}</Button>
        <Button variant="contained" disabled={busy || short || analysis.valid === 0} onClick={onConfirm}>
          {translate('app.quickSend.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
};

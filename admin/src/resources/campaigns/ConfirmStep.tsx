import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { AnalysisFigures } from '@/pages/quick-send/AnalysisPanel';
import type { CampaignAnalysis } from './campaignsApi';
import { withSampleCodes } from './steps';

/** The API counts a coupon's available codes up to this many (campaigns.service.ts): beyond, "10,000+". */
const AVAILABLE_CODES_SHOWN = 10_000;

/** The confirm step: each coupon's send as the analyze page shows one, the total, and the confirmation. */
export const ConfirmStep = ({
  analysis,
  busy,
  onBack,
  onConfirm,
  extra,
}: {
  analysis: CampaignAnalysis;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
  /** More of the wizard's buttons (save as a draft, leave). */
  extra?: ReactNode;
}) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const short = analysis.balanceAfter < 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{translate('resources.campaigns.analysis.title')}</Typography>
      {analysis.coupons.map((coupon) => (
        <Card key={coupon.couponId} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              {translate('resources.campaigns.analysis.coupon', { name: coupon.couponName, sender: coupon.senderName })} ·{' '}
              {translate('resources.campaigns.analysis.availableCodes')}: {coupon.availableCodes.toLocaleString()}
              {coupon.availableCodes >= AVAILABLE_CODES_SHOWN ? '+' : ''}
            </Typography>
            <AnalysisFigures
              analysis={{
                ...coupon,
                preview: coupon.preview.map((message) => ({ ...message, text: withSampleCodes(message.text) })),
              }}
            />
          </CardContent>
        </Card>
      ))}
      <Alert severity={short ? 'error' : 'info'} role="status">
        {translate('resources.campaigns.analysis.total')}: {translate('resources.campaigns.analysis.messages')}{' '}
        {analysis.messages.toLocaleString()} · {translate('app.quickSend.figures.credits')} {analysis.credits.toLocaleString()} ·{' '}
        {translate('app.quickSend.figures.balance')} {analysis.balance.toLocaleString()} ·{' '}
        {translate('app.quickSend.figures.balanceAfter')} {analysis.balanceAfter.toLocaleString()}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{translate('resources.campaigns.steps.back')}</Button>
        <Button variant="contained" disabled={busy || short} onClick={() => setAsking(true)}>
          {translate('resources.campaigns.actions.confirm')}
        </Button>
        {extra}
      </Stack>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="resources.campaigns.actions.confirmTitle"
        content="resources.campaigns.actions.confirmContent"
        confirm="resources.campaigns.actions.confirmYes"
        cancel="resources.campaigns.actions.confirmNo"
        translateOptions={{ credits: analysis.credits.toLocaleString(), smart_count: analysis.credits }}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};

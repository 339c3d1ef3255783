import { useEffect, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '@/i18n/formatDate';
import type { Draft } from './draft';
import { fromBangkokLocal, quietHoursNotice } from './quietHours';

/** How often "now" is read again: a form left open past 21:00 says so. */
const TICK_MS = 30_000;

/**
 * Before Analyze: a marketing send at the chosen time (now or scheduled) falls in the quiet hours
 * (21:00–09:00 Bangkok time), the next allowed time, and one click to schedule it for then.
 */
export const QuietHoursAlert = ({ draft, update }: { draft: Draft; update: (changes: Partial<Draft>) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const notice = quietHoursNotice(draft.kind, draft.schedule, draft.scheduledAt, now);
  if (!notice) return null;
  const shown = (local: string) => formatDate(fromBangkokLocal(local), locale, { showTime: true });
  return (
    <Alert
      severity="warning"
      data-testid="quiet-hours"
      action={
        <Button color="inherit" size="small" onClick={() => update({ schedule: 'later', scheduledAt: notice.next })}>
          {translate('app.quickSend.quietHours.scheduleAt9')}
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
    >
      {translate(draft.schedule === 'later' ? 'app.quickSend.quietHours.scheduled' : 'app.quickSend.quietHours.now', {
        time: shown(notice.at),
        next: shown(notice.next),
      })}
    </Alert>
  );
};

import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { SenderRecord } from './actions';

/** Staff's "Approve" on a pending request. */
export const ApproveSenderButton = () => {
  const record = useRecordContext<SenderRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [isPending, setPending] = useState(false);
  if (!record || record.status !== 'pending') return null;

  const approve = async (id: string) => {
    setPending(true);
    try {
      await dataProvider.approveSender(id);
      notify('app.senders.approved', { type: 'info' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      label="app.senders.approve"
      color="success"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void approve(record.id);
      }}
    >
      <CheckIcon />
    </Button>
  );
};

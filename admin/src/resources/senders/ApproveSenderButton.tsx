import CheckIcon from '@mui/icons-material/Check';
import { Button, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { useRecordAction } from '@/components/useRecordAction';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { SenderRecord } from './actions';

/** Staff's "Approve" on a pending request. */
export const ApproveSenderButton = () => {
  const record = useRecordContext<SenderRecord>();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isPending, trigger } = useRecordAction(() => dataProvider.approveSender(record!.id), 'app.senders.approved', refresh);
  if (!record || record.status !== 'pending') return null;
  return (
    <Button
      label="app.senders.approve"
      color="success"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void trigger();
      }}
    >
      <CheckIcon />
    </Button>
  );
};

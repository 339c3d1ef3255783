import { useState } from 'react';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateRecord } from './actions';

/** Brings a deleted template back into the list. */
export const RestoreTemplateButton = () => {
  const record = useRecordContext<TemplateRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  if (!record?.deletedAt) return null;
  const restore = async () => {
    setPending(true);
    try {
      await dataProvider.restoreTemplate(record.id);
      notify('app.templates.restored', { type: 'info' });
      refresh();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      label="app.templates.restore"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void restore();
      }}
    >
      <RestoreFromTrashIcon />
    </Button>
  );
};

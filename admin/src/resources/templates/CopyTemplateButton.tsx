import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateRecord } from './actions';

/** Copies the template as "<name> (copy)" and opens the copy. */
export const CopyTemplateButton = () => {
  const record = useRecordContext<TemplateRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [isPending, setPending] = useState(false);
  if (!record || record.deletedAt) return null;
  const copy = async () => {
    setPending(true);
    try {
      const created = await dataProvider.copyTemplate(record.id);
      notify('app.templates.copied', { type: 'info' });
      redirect('edit', 'templates', created.id);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      label="app.templates.copy"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void copy();
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
};

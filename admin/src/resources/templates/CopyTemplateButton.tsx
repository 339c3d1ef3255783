import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useDataProvider, useRecordContext, useRedirect } from 'react-admin';
import { useRecordAction } from '@/components/useRecordAction';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateRecord } from './actions';

/** Copies the template as "<name> (copy)" and opens the copy. */
export const CopyTemplateButton = () => {
  const record = useRecordContext<TemplateRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const redirect = useRedirect();
  const { isPending, trigger } = useRecordAction(
    () => dataProvider.copyTemplate(record!.id),
    'app.templates.copied',
    (created) => redirect('edit', 'templates', created.id),
  );
  if (!record || record.deletedAt) return null;
  return (
    <Button
      label="app.templates.copy"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void trigger();
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
};

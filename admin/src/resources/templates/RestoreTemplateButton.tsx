import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { useRecordAction } from '@/components/useRecordAction';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateRecord } from './actions';

/** Brings a deleted template back into the list. */
export const RestoreTemplateButton = () => {
  const record = useRecordContext<TemplateRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const { isPending, trigger } = useRecordAction(
    () => dataProvider.restoreTemplate(record!.id),
    'app.templates.restored',
    refresh,
  );
  if (!record?.deletedAt) return null;
  return (
    <Button
      label="app.templates.restore"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void trigger();
      }}
    >
      <RestoreFromTrashIcon />
    </Button>
  );
};

import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  SaveButton,
  Toolbar,
  useBulkDeleteController,
  useDeleteController,
  useGetRecordRepresentation,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RedirectionSideEffect,
} from 'react-admin';
import { useCan } from './useCan';

/**
 * react-admin's delete buttons ask "Confirm" / "Cancel"; ours ask with buttons that say what
 * they do: the delete button's own words ("Delete", or a resource's `action.delete` such as
 * "Remove") and "Keep it". Deleting always waits for the server's answer (pessimistic).
 */
const KEEP = 'app.delete.keep';

/** A resource's word for deleting, as on its button: `resources.<r>.action.delete`, else "Delete". */
const useDeleteLabel = (resource: string, name: string) => {
  const translate = useTranslate();
  return translate(`resources.${resource}.action.delete`, { name, _: translate('ra.action.delete') });
};

const useResourceName = (resource: string, count: number) => {
  const translate = useTranslate();
  return translate(`resources.${resource}.name`, { smart_count: count, _: resource }).toLowerCase();
};

const stop = (event: MouseEvent) => event.stopPropagation();

/** The delete button and its question: asks first, deletes on the button that says so. */
const AskToDelete = ({
  label,
  isPending,
  title,
  content,
  translateOptions,
  onDelete,
}: {
  label: string;
  isPending: boolean;
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  onDelete: () => void;
}) => {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        label={label}
        color="error"
        disabled={isPending}
        onClick={(event) => {
          stop(event);
          setAsking(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asking || isPending}
        loading={isPending}
        title={title}
        content={content}
        translateOptions={translateOptions}
        confirm={label}
        cancel={KEEP}
        confirmColor="warning"
        onConfirm={(event: MouseEvent) => {
          stop(event);
          setAsking(false);
          onDelete();
        }}
        onClose={(event: MouseEvent) => {
          stop(event);
          setAsking(false);
        }}
      />
    </>
  );
};

export const DeleteButton = ({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) => {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const translate = useTranslate();
  const { isPending, handleDelete } = useDeleteController({ record, resource, redirect, mutationMode: 'pessimistic' });
  const name = useResourceName(resource, 1);
  const label = useDeleteLabel(resource, name);
  const representation = String(useGetRecordRepresentation(resource)(record) ?? '');
  if (!record) return null;
  const options = { name, recordRepresentation: representation };
  return (
    <AskToDelete
      label={label}
      isPending={isPending}
      title={translate(`resources.${resource}.message.delete_title`, {
        ...options,
        _: translate('ra.message.delete_title', options),
      })}
      content={translate(`resources.${resource}.message.delete_content`, {
        ...options,
        _: translate('ra.message.delete_content', options),
      })}
      onDelete={handleDelete}
    />
  );
};

/** The list's bulk delete, asking the same way; `confirmTitle`/`confirmContent` take `smart_count`. */
export const BulkDeleteButton = ({
  confirmTitle = 'ra.message.bulk_delete_title',
  confirmContent = 'ra.message.bulk_delete_content',
}: {
  confirmTitle?: string;
  confirmContent?: string;
}) => {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext();
  const { isPending, handleDelete } = useBulkDeleteController({ resource, mutationMode: 'pessimistic' });
  const name = useResourceName(resource, selectedIds.length);
  return (
    <AskToDelete
      label={useDeleteLabel(resource, name)}
      isPending={isPending}
      title={confirmTitle}
      content={confirmContent}
      translateOptions={{ smart_count: selectedIds.length, name }}
      onDelete={handleDelete}
    />
  );
};

/** An edit form's toolbar: Save, and Delete (asking as above) for those who may delete. */
export const EditToolbar = () => {
  const resource = useResourceContext() ?? '';
  const canDelete = useCan('delete', resource);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

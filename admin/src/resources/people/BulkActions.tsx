import BlockIcon from '@mui/icons-material/Block';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Button,
  Confirm,
  Form,
  ReferenceArrayInput,
  ReferenceInput,
  SaveButton,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { required } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { BulkPeopleRequest } from './actions';

/** Runs a bulk action on the ticked people: says how many changed, refreshes, unticks. */
const useBulkPeople = () => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('people');
  const [isPending, setPending] = useState(false);
  const run = async (request: Omit<BulkPeopleRequest, 'ids'>) => {
    setPending(true);
    try {
      const { affected } = await dataProvider.bulkPeople({ ...request, ids: selectedIds.map(String) });
      notify('app.people.bulk.done', { type: 'info', messageArgs: { smart_count: affected } });
      unselectAll();
      refresh();
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'errors.internal', { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
};

/** A bulk button opening a dialog with one form: picking, then confirming. */
const BulkDialogButton = ({
  label,
  icon,
  children,
  submit,
}: {
  label: string;
  icon: ReactElement;
  children: ReactNode;
  submit: (values: Record<string, unknown>) => Omit<BulkPeopleRequest, 'ids'>;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useBulkPeople();
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={`${label}-title`}>
        <Form
          noValidate
          onSubmit={async (values: Record<string, unknown>) => {
            if (await run(submit(values))) setOpen(false);
          }}
        >
          <DialogTitle id={`${label}-title`}>{translate(label)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="ra.action.confirm" icon={icon} disabled={isPending} alwaysEnable={!isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

/** Puts the picked tags on every ticked person. */
export const BulkTagButton = () => (
  <BulkDialogButton
    label="app.people.bulk.tag"
    icon={<LocalOfferIcon />}
    submit={(values) => ({ action: 'tag', tagIds: (values.tagIds as string[] | undefined) ?? [] })}
  >
    <ReferenceArrayInput source="tagIds" reference="tags" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput label="resources.people.fields.tagIds" optionText="name" validate={required} helperText={false} />
    </ReferenceArrayInput>
  </BulkDialogButton>
);

/** Adds every ticked person to the picked static group (a dynamic one follows its rules). */
export const BulkAddToGroupButton = () => (
  <BulkDialogButton
    label="app.people.bulk.addToGroup"
    icon={<GroupAddIcon />}
    submit={(values) => ({ action: 'addToGroup', groupId: String(values.groupId) })}
  >
    <ReferenceInput
      source="groupId"
      reference="groups"
      filter={{ kind: 'static' }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput label="resources.people.fields.groupId" optionText="name" validate={required} helperText={false} />
    </ReferenceInput>
  </BulkDialogButton>
);

/** Puts the ticked people's numbers on the blacklist, after asking. */
export const BulkBlacklistButton = () => {
  const { selectedIds } = useListContext();
  const [asking, setAsking] = useState(false);
  const { run, isPending } = useBulkPeople();
  return (
    <>
      <Button label="app.people.bulk.blacklist" color="error" onClick={() => setAsking(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="app.people.bulk.blacklistTitle"
        content="app.people.bulk.blacklistContent"
        confirm="app.people.bulk.blacklistYes"
        cancel="app.people.bulk.blacklistNo"
        translateOptions={{ smart_count: selectedIds.length }}
        onConfirm={async () => {
          if (await run({ action: 'blacklist' })) setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

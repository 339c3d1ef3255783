import { useEffect, useState } from 'react';
import { SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateRecord } from './actions';

/**
 * The sender a send from this template proposes: one of the names the account may use now
 * (approved ones, the shared default on Trials). A name saved earlier stays choosable.
 */
export const SenderNameInput = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<TemplateRecord>();
  const [names, setNames] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.usableSenders().then(
      (usable) => live && setNames(usable),
      () => live && setNames([]),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  const current = record?.senderName;
  const choices = [...new Set([...(names ?? []), ...(current ? [current] : [])])].map((name) => ({ id: name, name }));
  return (
    <SelectInput
      source="senderName"
      choices={choices}
      translateChoice={false}
      emptyText="app.templates.noSender"
      isPending={names === null}
    />
  );
};

import { useEffect, useState } from 'react';
import { SelectInput, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import type { AppDataProvider } from '@/providers/dataProvider';

/**
 * A sender name the account may use now (approved ones, the shared default on Trials), for a
 * template's proposal or an OTP application's sender. A name saved earlier stays choosable.
 */
export const SenderNameInput = ({
  source = 'senderName',
  validate,
  emptyText = 'app.templates.noSender',
}: {
  source?: string;
  validate?: Validator | Validator[];
  emptyText?: string;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<Record<string, unknown>>();
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
  const current = typeof record?.[source] === 'string' ? (record[source] as string) : null;
  const choices = [...new Set([...(names ?? []), ...(current ? [current] : [])])].map((name) => ({ id: name, name }));
  return (
    <SelectInput
      source={source}
      choices={choices}
      translateChoice={false}
      validate={validate}
      emptyText={emptyText}
      isPending={names === null}
    />
  );
};

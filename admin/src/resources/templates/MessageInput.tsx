import { useEffect, useState, type MouseEvent } from 'react';
import { Box, Menu, MenuItem } from '@mui/material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { Button, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MessageCounter } from '@/components/MessageCounter';
import { required } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { TemplateVariable } from './actions';

const MESSAGE_MAX = 1000;
const SOURCE = 'message';

/** Puts `{{key}}` where the caret is (or over the selection) and puts the caret after it. */
export const insertAt = (text: string, start: number, end: number, insert: string): { text: string; caret: number } => ({
  text: text.slice(0, start) + insert + text.slice(end),
  caret: start + insert.length,
});

/** "Insert variable": the variables the account's messages may use, from the API. */
const InsertVariableMenu = ({ onInsert }: { onInsert: (key: string) => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [variables, setVariables] = useState<TemplateVariable[]>([]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.templateVariables().then(
      (list) => live && setVariables(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return (
    <>
      <Button
        label="app.templates.insertVariable"
        aria-haspopup="menu"
        disabled={variables.length === 0}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <DataObjectIcon />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {variables.map((variable) => (
          <MenuItem
            key={variable.key}
            onClick={() => {
              setAnchor(null);
              onInsert(variable.key);
            }}
          >
            {translate(variable.label, { _: variable.label })}{' '}
            <Box component="code" sx={{ ml: 1, color: 'text.secondary' }}>{`{{${variable.key}}}`}</Box>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The message editor: the text, a variable menu, and the live count under it. */
export const MessageInput = () => {
  const { getValues, setValue } = useFormContext();
  const text = (useWatch({ name: SOURCE }) as string | null | undefined) ?? '';
  const insert = (key: string) => {
    const field = document.getElementById(SOURCE) as HTMLTextAreaElement | null;
    const current = (getValues(SOURCE) as string | null) ?? '';
    const start = field?.selectionStart ?? current.length;
    const end = field?.selectionEnd ?? current.length;
    const next = insertAt(current, start, end, `{{${key}}}`);
    setValue(SOURCE, next.text, { shouldDirty: true, shouldValidate: true });
    // After React has rendered the new value: back to the editor, caret after the variable.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <InsertVariableMenu onInsert={insert} />
      </Box>
      <TextInput
        source={SOURCE}
        multiline
        minRows={4}
        fullWidth
        validate={required}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <MessageCounter text={text} />
    </Box>
  );
};

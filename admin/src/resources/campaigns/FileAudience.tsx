import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { sendingApi } from '@/pages/quick-send/sendingApi';
import type { WizardValues } from './steps';

/** One imported file as the audience (uploaded as Quick Send uploads one) and its phone column. */
export const FileAudience = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<WizardValues>();
  const { errors } = useFormState<WizardValues>();
  const [fileName, header] = useWatch<WizardValues, ['fileName', 'fileHeader']>({ name: ['fileName', 'fileHeader'] });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      const upload = await sendingApi.upload(file);
      setValue('fileId', upload.id);
      setValue('fileName', upload.name);
      setValue('fileHeader', upload.header);
      setValue('phoneColumn', upload.header.find((name) => /mobile|phone|tel|เบอร์/i.test(name)) ?? upload.header[0] ?? '');
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const fileError = errors.fileId?.message;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.quickSend.chooseFile')}
        <input
          hidden
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void onFile(event)}
        />
      </Button>
      {fileName ? <Typography variant="body2">{fileName}</Typography> : null}
      {failed || fileError ? <Alert severity="error">{failed ?? translate(String(fileError))}</Alert> : null}
      {header?.length ? (
        <SelectInput
          source="phoneColumn"
          label="app.quickSend.phoneColumn"
          choices={header.map((name) => ({ id: name, name }))}
          translateChoice={false}
        />
      ) : null}
    </Stack>
  );
};

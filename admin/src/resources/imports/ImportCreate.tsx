import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { importsApi } from './importsApi';
import { chosenMapping, guessMapping } from './mapping';
import { ImportSteps } from './parts';
import { SampleTable } from '@/components/SampleTable';
import {
  IMPORT_TARGETS,
  type ImportField,
  type ImportMode,
  type ImportPreviewResponse,
  type ImportRecord,
  type ImportTarget,
} from './types';

type FieldErrors = Record<string, string>;

/** Errors of a 422 answer, as `{field: message}` (translated by the API, or a key of ours). */
const fieldErrorsOf = (error: unknown): FieldErrors =>
  ((error as { body?: { errors?: FieldErrors } })?.body?.errors ?? {}) as FieldErrors;

/** A preview error's field: a custom field's may come as `fields.<key>`, like the person's payload. */
const fieldKeyOf = (errorKey: string) => errorKey.replace(/^fields\./, '');

const targetOf = (search: string): ImportTarget => {
  const wanted = new URLSearchParams(search).get('target');
  return IMPORT_TARGETS.find((target) => target === wanted) ?? 'people';
};

/**
 * Importing people or blacklisted numbers from one CSV or XLSX file, in four steps: upload,
 * map the file's columns to fields, preview the first rows validated, then start; the import
 * runs on the server and its page (step 4) follows it.
 */
const ImportCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<ImportTarget>(() => targetOf(location.search));
  const [upload, setUpload] = useState<ImportRecord | null>(null);
  const [fields, setFields] = useState<ImportField[]>([]);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  // The upload the mapping belongs to: coming back to step 2 keeps the choices made.
  const [mappingFor, setMappingFor] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const message = (text?: string) => (text ? translate(text, { _: text }) : undefined);
  const labelOf = (field: ImportField) => translate(field.label, { _: field.label });
  const failed = (failure: unknown) => {
    const found = fieldErrorsOf(failure);
    setErrors(found);
    if (!Object.keys(found).length) notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
  };

  const chooseTarget = (next: ImportTarget) => {
    setTarget(next);
    // The file was read for the other kind of import: it is uploaded again.
    setUpload(null);
    setPreview(null);
    setErrors({});
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (!files?.length) return;
    if (files.length > 1) {
      setErrors({ file: 'validation.oneFile' });
      event.target.value = '';
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      setUpload(await importsApi.upload(files[0]!, target));
      setPreview(null);
    } catch (failure) {
      setUpload(null);
      failed(failure);
    } finally {
      setBusy(false);
      event.target.value = '';
    }
  };

  const toMapping = async () => {
    if (!upload) return;
    setBusy(true);
    setErrors({});
    try {
      const { fields: found } = await importsApi.fields(upload.target);
      setFields(found);
      if (mappingFor !== upload.id) {
        setMapping(upload.mapping ?? guessMapping(upload.header, found, labelOf));
        setMappingFor(upload.id);
      }
      if (upload.target === 'blacklist') setMode('skip');
      setStep(1);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const toPreview = async () => {
    if (!upload) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await importsApi.map(upload.id, {
        mapping: chosenMapping(mapping),
        mode: upload.target === 'people' ? mode : 'skip',
      });
      setPreview(answer);
      setStep(2);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!upload) return;
    setBusy(true);
    try {
      const started = await importsApi.start(upload.id);
      void navigate(`/imports/${encodeURIComponent(started.id)}/show`);
    } catch (failure) {
      failed(failure);
      setBusy(false);
    }
  };

  // The preview's columns: the mapped fields, in the fields' order.
  const mappedKeys = new Set(Object.values(mapping).filter(Boolean));
  const columns = fields.filter((field) => mappedKeys.has(field.key));

  return (
    <Box sx={{ p: 2 }}>
      <Title title="resources.imports.page.create" />
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.imports.intro')}
          </Typography>
          <ImportSteps active={step} />

          {step === 0 ? (
            <Stack spacing={2} sx={{ maxWidth: 900 }}>
              <TextField
                select
                label={translate('resources.imports.fields.target')}
                value={target}
                onChange={(event) => chooseTarget(event.target.value as ImportTarget)}
                sx={{ maxWidth: 320 }}
              >
                {IMPORT_TARGETS.map((id) => (
                  <MenuItem key={id} value={id}>
                    {translate(`resources.imports.targets.${id}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
                {translate('resources.imports.chooseFile')}
                <input
                  hidden
                  type="file"
                  data-testid="import-file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => void onFile(event)}
                />
              </Button>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.imports.fileHelp')}
              </Typography>
              {errors.file ? <Alert severity="error">{message(errors.file)}</Alert> : null}
              {upload ? (
                <>
                  <Typography variant="body2">
                    {translate('resources.imports.fileSummary', {
                      name: upload.name,
                      size: (upload.size / 1024).toFixed(1),
                      rows: upload.total.toLocaleString(),
                      smart_count: upload.total,
                    })}
                  </Typography>
                  <SampleTable header={upload.header} rows={upload.sample} />
                </>
              ) : null}
              <Box>
                <Button variant="contained" disabled={!upload || busy} onClick={() => void toMapping()}>
                  {translate('resources.imports.next')}
                </Button>
              </Box>
            </Stack>
          ) : null}

          {step === 1 && upload ? (
            <Stack spacing={2} sx={{ maxWidth: 900 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.imports.mapHelp')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.imports.column')}</TableCell>
                    <TableCell>{translate('resources.imports.example')}</TableCell>
                    <TableCell>{translate('resources.imports.field')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {upload.header.map((column, at) => (
                    <TableRow key={`${at}-${column}`}>
                      <TableCell>{column}</TableCell>
                      <TableCell>{upload.sample[0]?.[at] ?? ''}</TableCell>
                      <TableCell sx={{ minWidth: 240 }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          label={column}
                          value={mapping[column] ?? ''}
                          onChange={(event) => setMapping((current) => ({ ...current, [column]: event.target.value }))}
                          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                        >
                          <MenuItem value="">
                            <em>{translate('resources.imports.doNotImport')}</em>
                          </MenuItem>
                          {fields.map((field) => (
                            <MenuItem key={field.key} value={field.key}>
                              {labelOf(field)}
                              {field.required ? ' *' : ''}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {upload.target === 'people' ? (
                <Box>
                  <FormLabel id="import-mode">{translate('resources.imports.fields.mode')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="import-mode"
                    value={mode}
                    onChange={(event) => setMode(event.target.value as ImportMode)}
                  >
                    <FormControlLabel value="update" control={<Radio />} label={translate('resources.imports.modes.update')} />
                    <FormControlLabel value="skip" control={<Radio />} label={translate('resources.imports.modes.skip')} />
                  </RadioGroup>
                </Box>
              ) : null}
              {errors.mapping ? <Alert severity="error">{message(errors.mapping)}</Alert> : null}
              {errors.mode ? <Alert severity="error">{message(errors.mode)}</Alert> : null}
              <Stack direction="row" spacing={1}>
                <Button disabled={busy} onClick={() => (setErrors({}), setStep(0))}>
                  {translate('resources.imports.back')}
                </Button>
                <Button variant="contained" disabled={busy} onClick={() => void toPreview()}>
                  {translate('resources.imports.preview')}
                </Button>
              </Stack>
            </Stack>
          ) : null}

          {step === 2 && preview ? (
            <Stack spacing={2}>
              <Typography variant="body2">
                {translate('resources.imports.rowsInFile', {
                  smart_count: preview.total,
                  count: preview.total.toLocaleString(),
                })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.imports.previewHelp', { smart_count: preview.preview.length })}
              </Typography>
              <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('resources.imports.row')}</TableCell>
                      {columns.map((field) => (
                        <TableCell key={field.key}>{labelOf(field)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.preview.map((line) => {
                      // Errors about a field with no column (none mapped) go with the row number.
                      const loose = Object.entries(line.errors).filter(([key]) => !mappedKeys.has(fieldKeyOf(key)));
                      return (
                        <TableRow key={line.row}>
                          <TableCell>
                            {line.row}
                            {loose.map(([key, text]) => (
                              <Typography key={key} variant="caption" color="error" component="div">
                                {message(text)}
                              </Typography>
                            ))}
                          </TableCell>
                          {columns.map((field) => {
                            const error = line.errors[field.key] ?? line.errors[`fields.${field.key}`];
                            return (
                              <TableCell
                                key={field.key}
                                aria-invalid={error ? true : undefined}
                                sx={error ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined}
                              >
                                {line.values[field.key] ?? ''}
                                {error ? (
                                  <Typography variant="caption" component="div">
                                    {message(error)}
                                  </Typography>
                                ) : null}
                              </TableCell>
                            );
                          })}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              {errors.status ? <Alert severity="error">{message(errors.status)}</Alert> : null}
              <Stack direction="row" spacing={1}>
                <Button disabled={busy} onClick={() => (setErrors({}), setStep(1))}>
                  {translate('resources.imports.back')}
                </Button>
                <Button variant="contained" disabled={busy} onClick={() => void start()}>
                  {translate('resources.imports.start')}
                </Button>
              </Stack>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ImportCreate;

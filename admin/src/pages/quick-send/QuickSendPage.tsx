import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { templateVariables } from '@sms/render';
import { CreditBalance } from '@/components/CreditBalance';
import { MessageCounter } from '@/components/MessageCounter';
import { SampleTable } from '@/components/SampleTable';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { ImportField } from '@/resources/imports/types';
import type { TemplateRecord, TemplateVariable } from '@/resources/templates/actions';
import { AnalysisPanel } from './AnalysisPanel';
import { PeoplePicker } from './PeoplePicker';
import { QuietHoursAlert } from './QuietHoursAlert';
import { guessVariableColumns } from './variableColumns';
import { MissingValuesChoice, VariableMapping } from './VariableSources';
import { clearDraft, loadDraft, saveDraft, splitNumbers, toInput, type Draft } from './draft';
import { sendingApi } from './sendingApi';

type FieldErrors = Record<string, string>;

/** Errors of a 422 answer, as `{field: translation key}`. */
const fieldErrorsOf = (error: unknown): FieldErrors =>
  ((error as { body?: { errors?: FieldErrors } })?.body?.errors ?? {}) as FieldErrors;

/**
 * Quick Send: numbers typed or one imported file, a sender, a message or a template, options and
 * a time; then the analysis (counts, parts, credits) and the confirmation. The draft survives a
 * refresh and the way back from the analysis.
 */
const QuickSendPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const [senders, setSenders] = useState<string[] | null>(null);
  const [templates, setTemplates] = useState<TemplateRecord[]>([]);
  const [known, setKnown] = useState<TemplateVariable[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const analyzing = location.pathname.endsWith('/analyze');

  useEffect(() => saveDraft(draft), [draft]);
  useEffect(() => {
    void dataProvider.usableSenders().then(setSenders, () => setSenders([]));
    void dataProvider
      .getList('templates', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
      .then(
        ({ data }) => setTemplates(data as TemplateRecord[]),
        () => setTemplates([]),
      );
    void dataProvider.templateVariables().then(setKnown, () => setKnown([]));
  }, [dataProvider]);

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes, analysis: null }));
  const numbers = useMemo(() => splitNumbers(draft.numbers), [draft.numbers]);
  const usedVariables = useMemo(() => templateVariables(draft.message).filter((name) => name !== 'mobile'), [draft.message]);
  const error = (field: string) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined);
  const labelOf = (field: ImportField) => translate(field.label, { _: field.label });
  const unmapped = draft.upload
    ? usedVariables.filter((name) => !draft.upload!.header.includes(draft.variables[name] ?? ''))
    : [];

  // A file's columns for variables the message gained since: guessed as the import wizard does.
  useEffect(() => {
    if (draft.audience !== 'file' || !draft.upload || !unmapped.length) return;
    const guessed = guessVariableColumns(draft.upload.header, unmapped, known, labelOf).variables;
    if (Object.keys(guessed).length)
      setDraft((current) => ({ ...current, variables: { ...current.variables, ...guessed }, analysis: null }));
  }, [draft.audience, draft.upload, usedVariables, known]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (!files?.length) return;
    if (files.length > 1) {
      setErrors({ file: 'validation.oneFile' });
      return;
    }
    setBusy(true);
    try {
      const upload = await sendingApi.upload(files[0]);
      const { phoneColumn, variables } = guessVariableColumns(upload.header, usedVariables, known, labelOf);
      update({ upload, phoneColumn, variables });
      setErrors({});
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
    } finally {
      setBusy(false);
      event.target.value = '';
    }
  };

  const analyze = async () => {
    const local: FieldErrors = {};
    if (!draft.senderName) local.senderName = 'ra.validation.required';
    if (!draft.message.trim()) local.message = 'validation.messageRequired';
    if (draft.audience === 'typed' && numbers.length === 0) local.recipients = 'validation.recipientsRequired';
    if (draft.audience === 'file' && !draft.upload) local.file = 'ra.validation.required';
    if (draft.audience === 'file' && draft.upload && unmapped.length) local.variables = 'validation.variablesUnmapped';
    if (draft.audience === 'typed' && usedVariables.length && draft.missingValues === 'fallback') {
      if (usedVariables.some((name) => !draft.fallbackValues[name]?.trim())) local.fallbackValues = 'validation.fallbackValues';
    }
    if (draft.audience === 'people' && !draft.allPeople && !draft.tagIds.length && !draft.groupIds.length) {
      local.groupIds = 'validation.recipientsRequired';
    }
    if (draft.schedule === 'later' && !draft.scheduledAt) local.scheduledAt = 'ra.validation.required';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const analysis = await sendingApi.analyze(toInput(draft));
      setDraft((current) => ({ ...current, analysis }));
      void navigate('/quick-send/analyze');
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const created = await sendingApi.confirm(toInput(draft));
      clearDraft();
      setDraft(loadDraft());
      notify('app.quickSend.confirmed', { type: 'success' });
      void navigate(`/broadcasts/${created.id}/show`);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
      void navigate('/quick-send');
    } finally {
      setBusy(false);
    }
  };

  if (analyzing) {
    return (
      <Box sx={{ p: 2 }}>
        <Title title="app.quickSend.analyzeTitle" />
        {draft.analysis ? (
          <AnalysisPanel
            analysis={draft.analysis}
            missingValues={draft.audience === 'typed' ? draft.missingValues : 'empty'}
            busy={busy}
            onBack={() => navigate('/quick-send')}
            onConfirm={() => void confirm()}
          />
        ) : (
          <Alert
            severity="info"
            action={<Button onClick={() => navigate('/quick-send')}>{translate('app.menu.quickSend')}</Button>}
          >
            {translate('app.quickSend.noAnalysis')}
          </Alert>
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title="app.quickSend.title" />
      <Card>
        <CardContent>
          <Stack spacing={3} sx={{ maxWidth: 760 }}>
            <Box>
              <Typography variant="subtitle1">{translate('app.quickSend.recipients')}</Typography>
              <RadioGroup
                row
                value={draft.audience}
                onChange={(event) => update({ audience: event.target.value as Draft['audience'] })}
              >
                <FormControlLabel value="typed" control={<Radio />} label={translate('app.quickSend.typeNumbers')} />
                <FormControlLabel value="file" control={<Radio />} label={translate('app.quickSend.importFile')} />
                <FormControlLabel value="people" control={<Radio />} label={translate('app.quickSend.people')} />
              </RadioGroup>
              {draft.audience === 'people' ? (
                <PeoplePicker draft={draft} update={update} error={error('groupIds') ?? error('tagIds')} />
              ) : draft.audience === 'typed' ? (
                <TextField
                  label={translate('app.quickSend.numbers')}
                  value={draft.numbers}
                  onChange={(event) => update({ numbers: event.target.value })}
                  multiline
                  minRows={4}
                  fullWidth
                  error={Boolean(errors.recipients)}
                  helperText={
                    error('recipients') ??
                    translate('app.quickSend.numbersCount', { count: numbers.length, smart_count: numbers.length })
                  }
                  slotProps={{ htmlInput: { 'aria-label': translate('app.quickSend.numbers') } }}
                />
              ) : (
                <Stack spacing={1}>
                  <Button variant="outlined" component="label" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
                    {translate('app.quickSend.chooseFile')}
                    <input
                      hidden
                      type="file"
                      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      onChange={(event) => void onFile(event)}
                    />
                  </Button>
                  {errors.file ? <Alert severity="error">{error('file')}</Alert> : null}
                  {draft.upload ? (
                    <>
                      <Typography variant="body2">
                        {translate('app.quickSend.fileSummary', {
                          name: draft.upload.name,
                          size: (draft.upload.size / 1024).toFixed(1),
                          rows: draft.upload.rows.toLocaleString(),
                        })}
                      </Typography>
                      <SampleTable header={draft.upload.header} rows={draft.upload.sample} />
                      <TextField
                        select
                        label={translate('app.quickSend.phoneColumn')}
                        value={draft.phoneColumn}
                        onChange={(event) => update({ phoneColumn: event.target.value })}
                        error={Boolean(errors.phoneColumn)}
                        helperText={error('phoneColumn')}
                      >
                        {draft.upload.header.map((name) => (
                          <MenuItem key={name} value={name}>
                            {name}
                          </MenuItem>
                        ))}
                      </TextField>
                      <VariableMapping draft={draft} update={update} used={usedVariables} error={error('variables')} />
                    </>
                  ) : null}
                </Stack>
              )}
            </Box>

            {senders !== null && senders.length === 0 ? (
              <Alert severity="warning">{translate('app.quickSend.noSender')}</Alert>
            ) : null}
            <TextField
              select
              label={translate('app.quickSend.sender')}
              value={draft.senderName}
              onChange={(event) => update({ senderName: event.target.value })}
              error={Boolean(errors.senderName)}
              helperText={error('senderName')}
            >
              {(senders ?? []).map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>

            <TextField
              select
              label={translate('app.quickSend.template')}
              value={draft.templateId}
              onChange={(event) => {
                const template = templates.find((candidate) => candidate.id === event.target.value);
                update({
                  templateId: event.target.value,
                  message: template?.message ?? draft.message,
                  senderName: draft.senderName || (template?.senderName ?? ''),
                });
              }}
            >
              <MenuItem value="">{translate('app.quickSend.noTemplate')}</MenuItem>
              {templates.map((template) => (
                <MenuItem key={template.id} value={template.id}>
                  {template.name}
                </MenuItem>
              ))}
            </TextField>

            <Box>
              <TextField
                label={translate('app.quickSend.message')}
                value={draft.message}
                onChange={(event) => update({ message: event.target.value })}
                multiline
                minRows={4}
                fullWidth
                error={Boolean(errors.message)}
                helperText={error('message')}
              />
              <MessageCounter text={draft.message} />
            </Box>

            {draft.audience === 'typed' && usedVariables.length ? (
              <MissingValuesChoice draft={draft} update={update} used={usedVariables} error={error('fallbackValues')} />
            ) : null}

            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.unsubscribeLink}
                    onChange={(event) => update({ unsubscribeLink: event.target.checked })}
                  />
                }
                label={translate('app.quickSend.unsubscribeLink')}
              />
              <FormControlLabel
                control={<Checkbox checked={draft.eConsent} onChange={(event) => update({ eConsent: event.target.checked })} />}
                label={translate('app.quickSend.eConsent')}
              />
              <FormControlLabel
                control={
                  <Checkbox checked={draft.consentedOnly} onChange={(event) => update({ consentedOnly: event.target.checked })} />
                }
                label={translate('app.quickSend.consentedOnly')}
              />
            </Box>

            <TextField
              select
              label={translate('app.quickSend.kind')}
              value={draft.kind}
              onChange={(event) => update({ kind: event.target.value as Draft['kind'] })}
            >
              <MenuItem value="marketing">{translate('app.quickSend.kinds.marketing')}</MenuItem>
              <MenuItem value="transactional">{translate('app.quickSend.kinds.transactional')}</MenuItem>
            </TextField>

            <Box>
              <RadioGroup
                row
                value={draft.schedule}
                onChange={(event) => update({ schedule: event.target.value as Draft['schedule'] })}
              >
                <FormControlLabel value="now" control={<Radio />} label={translate('app.quickSend.sendNow')} />
                <FormControlLabel value="later" control={<Radio />} label={translate('app.quickSend.schedule')} />
              </RadioGroup>
              {draft.schedule === 'later' ? (
                <TextField
                  type="datetime-local"
                  label={translate('app.quickSend.scheduledAt')}
                  value={draft.scheduledAt}
                  onChange={(event) => update({ scheduledAt: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(errors.scheduledAt)}
                  helperText={error('scheduledAt') ?? translate('app.quickSend.timezone')}
                />
              ) : errors.scheduledAt ? (
                <Alert severity="error">{error('scheduledAt')}</Alert>
              ) : null}
              <QuietHoursAlert draft={draft} update={update} />
            </Box>

            <TextField
              label={translate('app.quickSend.description')}
              value={draft.description}
              onChange={(event) => update({ description: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />

            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={busy} onClick={() => void analyze()}>
                {translate('app.quickSend.analyze')}
              </Button>
              <CreditBalance />
              {draft.analysis ? (
                <Typography variant="body2" data-testid="analysed-cost">
                  {translate('app.quickSend.analysedCost', { credits: draft.analysis.credits.toLocaleString() })}
                </Typography>
              ) : null}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default QuickSendPage;

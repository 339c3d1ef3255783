import {
  Alert,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Draft } from './draft';

interface Props {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  /** The message's variables the audience fills. */
  used: string[];
  /** A translated error, if any. */
  error?: string;
}

const MODES = ['empty', 'fallback', 'leaveOut'] as const;

/**
 * Typed numbers: the people of the account who have them fill the variables; the sender chooses
 * what the other numbers get (the analysis then says how many and which).
 */
export const MissingValuesChoice = ({ draft, update, used, error }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} role="group" aria-labelledby="missing-values">
      <Typography id="missing-values" variant="subtitle2">
        {translate('app.quickSend.missingValues.label')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.quickSend.missingValues.help', { variables: used.map((name) => `{{${name}}}`).join(', ') })}
      </Typography>
      <RadioGroup
        value={draft.missingValues}
        onChange={(event) => update({ missingValues: event.target.value as Draft['missingValues'] })}
      >
        {MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            label={translate(`app.quickSend.missingValues.${mode}`)}
          />
        ))}
      </RadioGroup>
      {draft.missingValues === 'fallback'
        ? used.map((variable) => (
            <TextField
              key={variable}
              label={translate('app.quickSend.fallbackValue', { variable })}
              value={draft.fallbackValues[variable] ?? ''}
              onChange={(event) => update({ fallbackValues: { ...draft.fallbackValues, [variable]: event.target.value } })}
              error={Boolean(error) && !draft.fallbackValues[variable]?.trim()}
              helperText={!draft.fallbackValues[variable]?.trim() ? error : undefined}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              fullWidth
            />
          ))
        : null}
    </Stack>
  );
};

/** A file: each variable of the message with its column, guessed as the import wizard does and shown before Analyze. */
export const VariableMapping = ({ draft, update, used, error }: Props) => {
  const translate = useTranslate();
  const header = draft.upload?.header ?? [];
  if (!used.length) return null;
  const unmapped = used.filter((variable) => !header.includes(draft.variables[variable] ?? ''));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('app.quickSend.mapping.title')}</Typography>
      <Table size="small" aria-label={translate('app.quickSend.mapping.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.quickSend.mapping.variable')}</TableCell>
            <TableCell>{translate('app.quickSend.mapping.column')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {used.map((variable) => (
            <TableRow key={variable}>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                <code>{`{{${variable}}}`}</code>
              </TableCell>
              <TableCell sx={{ width: '60%' }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={header.includes(draft.variables[variable] ?? '') ? draft.variables[variable] : ''}
                  onChange={(event) => update({ variables: { ...draft.variables, [variable]: event.target.value } })}
                  error={unmapped.includes(variable)}
                  helperText={unmapped.includes(variable) ? translate('app.quickSend.mapping.unmapped') : undefined}
                  slotProps={{ htmlInput: { 'aria-label': translate('app.quickSend.variableColumn', { variable }) } }}
                >
                  {header.map((name) => (
                    <MenuItem key={name} value={name}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
};

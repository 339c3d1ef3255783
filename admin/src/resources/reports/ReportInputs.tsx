import { DateInput, FormDataConsumer, NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { reportFormatChoices, reportRecurrenceChoices, reportTypeChoices } from './types';
import { dayOfMonth, fileName, MONTHLY_REPORT_DAYS, notBeforeFrom } from './validators';

/** What to report, how often, in which format; the period for once, the day for monthly. */
export const ReportInputs = () => (
  <>
    <TextInput source="name" validate={[required, maxLength(100), fileName]} helperText="resources.reports.help.name" fullWidth />
    <SelectInput source="type" choices={reportTypeChoices} validate={required} fullWidth />
    <RadioButtonGroupInput
      source="recurrence"
      choices={reportRecurrenceChoices}
      validate={required}
      helperText="resources.reports.help.recurrence"
    />
    <FormDataConsumer<{ recurrence?: string }>>
      {({ formData }) =>
        formData.recurrence === 'once' ? (
          <>
            <DateInput source="from" validate={required} helperText="resources.reports.help.range" />
            <DateInput source="to" validate={[required, notBeforeFrom]} helperText={false} />
          </>
        ) : formData.recurrence === 'monthly' ? (
          <NumberInput
            source="dayOfMonth"
            min={1}
            max={MONTHLY_REPORT_DAYS}
            step={1}
            validate={[required, dayOfMonth]}
            helperText="resources.reports.help.dayOfMonth"
          />
        ) : null
      }
    </FormDataConsumer>
    <RadioButtonGroupInput source="format" choices={reportFormatChoices} validate={required} />
  </>
);

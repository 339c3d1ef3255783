import { ArrayInput, BooleanInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { maxLength, required } from '@/forms/validators';
import { CHOICE_MAX, choicesCount, FIELD_LABEL_MAX, fieldKey, fieldTypeChoices, POSITION_MAX } from './fields';

const positionRange = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= POSITION_MAX)
    ? undefined
    : 'validation.integer';

/**
 * Create and Edit: key and type are chosen once (they are the message variable and the shape
 * of every person's value), so Edit shows them read-only (not disabled: a disabled input has no
 * value in the form, and the options depend on the type).
 */
export const PeopleFieldInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="label" validate={[required, maxLength(FIELD_LABEL_MAX)]} />
    <TextInput
      source="key"
      autoComplete="off"
      helperText="app.peopleFields.keyHelp"
      validate={editing ? undefined : [required, fieldKey]}
      readOnly={editing}
    />
    <SelectInput source="type" choices={fieldTypeChoices} validate={editing ? undefined : required} readOnly={editing} />
    <FormDataConsumer<{ type?: string }>>
      {({ formData }) =>
        formData.type === 'choice' ? (
          <ArrayInput source="choices" validate={[required, choicesCount]}>
            <SimpleFormIterator inline disableReordering>
              <TextInput source="" label={false} validate={[required, maxLength(CHOICE_MAX)]} />
            </SimpleFormIterator>
          </ArrayInput>
        ) : null
      }
    </FormDataConsumer>
    <BooleanInput source="required" />
    <NumberInput source="position" step={1} min={0} max={POSITION_MAX} validate={positionRange} />
  </>
);

import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';

/** A real checkbox (react-admin's BooleanInput is a switch), unticked unless told otherwise. */
export const CheckboxInput = (props: InputProps) => {
  const { field, fieldState, isRequired, id } = useInput({ defaultValue: false, ...props });
  const invalid = fieldState.invalid;
  return (
    <FormControl error={invalid} margin="dense">
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            slotProps={{
              input: { ref: field.ref, 'aria-invalid': invalid, 'aria-describedby': `${id}-helper-text` },
            }}
          />
        }
        label={<FieldTitle label={props.label} source={props.source} isRequired={isRequired} />}
      />
      <FormHelperText id={`${id}-helper-text`}>
        <InputHelperText error={fieldState.error?.message} helperText={props.helperText} />
      </FormHelperText>
    </FormControl>
  );
};

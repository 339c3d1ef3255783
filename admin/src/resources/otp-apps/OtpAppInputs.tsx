import { BooleanInput, NumberInput, SelectInput, TextInput, maxValue, minValue } from 'react-admin';
import { SenderNameInput } from '@/components/SenderNameInput';
import { FormSection } from '@/components/FormSection';
import { maxLength, required } from '@/forms/validators';
import { otpContent, otpPrefix, within } from './validators';

const NOTIFY_TYPES = ['verified', 'all'].map((id) => ({ id, name: `resources.otp-apps.notifyTypes.${id}` }));

/** The inputs of both Create and Edit, with the specification's rules checked as typed. */
export const OtpAppInputs = () => (
  <>
    <FormSection title="resources.otp-apps.sections.app" />
    <TextInput source="name" validate={[required, maxLength(80)]} />
    <SenderNameInput source="sender" validate={required} emptyText="resources.otp-apps.chooseSender" />
    <TextInput
      source="content"
      multiline
      minRows={2}
      validate={[required, maxLength(300), otpContent]}
      helperText="resources.otp-apps.contentHelp"
    />
    <FormSection title="resources.otp-apps.sections.code" />
    <NumberInput source="pinLength" validate={within(4, 8, 'validation.otpPinLength')} />
    <TextInput source="prefix" validate={otpPrefix} helperText="resources.otp-apps.prefixHelp" />
    <NumberInput source="expireSeconds" validate={within(60, 660, 'validation.otpExpire')} />
    <NumberInput source="maxFail" validate={within(1, 10, 'validation.otpMaxFail')} />
    <FormSection title="resources.otp-apps.sections.notify" />
    <TextInput source="notifyUrl" validate={maxLength(500)} helperText="resources.otp-apps.notifyUrlHelp" />
    <SelectInput source="notifyType" choices={NOTIFY_TYPES} />
    <TextInput source="callbackData" validate={maxLength(500)} helperText="resources.otp-apps.callbackDataHelp" />
    <FormSection title="resources.otp-apps.sections.limits" />
    <NumberInput source="dailyCapPerPhone" validate={[minValue(1), maxValue(1000)]} />
    <NumberInput source="dailyCap" validate={[minValue(1), maxValue(10_000_000)]} />
    <BooleanInput source="allowInternational" />
    <BooleanInput source="enabled" />
  </>
);

import { Create, SimpleForm } from 'react-admin';
import { OtpAppInputs } from './OtpAppInputs';

const DEFAULTS = {
  pinLength: 6,
  expireSeconds: 300,
  maxFail: 5,
  notifyType: 'verified',
  dailyCapPerPhone: 10,
  dailyCap: 10000,
  allowInternational: false,
  enabled: true,
};

/** An empty prefix, URL or callback data is sent as null: the field is left unset. */
export const toOtpAppPayload = ({ notifySecret: _secret, ...data }: Record<string, unknown>) => ({
  ...data,
  prefix: data.prefix || null,
  notifyUrl: data.notifyUrl || null,
  callbackData: data.callbackData || null,
});

const OtpAppCreate = () => (
  <Create transform={toOtpAppPayload} redirect="list">
    <SimpleForm noValidate defaultValues={DEFAULTS} sx={{ maxWidth: 720 }}>
      <OtpAppInputs />
    </SimpleForm>
  </Create>
);

export default OtpAppCreate;

import { Create, SimpleForm } from 'react-admin';
import { CouponBookInputs } from './CouponBookInputs';
import { toCouponBookPayload } from './payload';

const CouponBookCreate = () => (
  <Create transform={toCouponBookPayload} redirect="show">
    <SimpleForm noValidate defaultValues={{ status: 'active' }} sx={{ maxWidth: 480 }}>
      <CouponBookInputs />
    </SimpleForm>
  </Create>
);

export default CouponBookCreate;

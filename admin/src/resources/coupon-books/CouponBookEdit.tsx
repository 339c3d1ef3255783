import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteButton } from '@/components/DeleteButtons';
import { useCan } from '@/components/useCan';
import { CouponBookInputs } from './CouponBookInputs';
import { toCouponBookPayload } from './payload';

const CouponBookEditToolbar = () => {
  const canDelete = useCan('delete', 'coupon-books');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteButton /> : null}
    </Toolbar>
  );
};

// Pessimistic: a name in use (409) or dates out of order (422) reach the form, and delete asks first.
const CouponBookEdit = () => (
  <Edit mutationMode="pessimistic" transform={toCouponBookPayload} redirect="show">
    <SimpleForm noValidate toolbar={<CouponBookEditToolbar />} sx={{ maxWidth: 480 }}>
      <CouponBookInputs />
    </SimpleForm>
  </Edit>
);

export default CouponBookEdit;

import { useRefresh } from 'react-admin';
import { CodeLookup } from './CodeLookup';
import { SaleList } from './SaleList';

/** The specification's key verification: look a code up and redeem it, above the sale list. */
const KeyVerification = () => {
  const refresh = useRefresh();
  return (
    <>
      <CodeLookup onRedeemed={refresh} />
      <SaleList />
    </>
  );
};

export default KeyVerification;

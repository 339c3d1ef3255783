import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useRecordContext, useRefresh } from 'react-admin';
import { ConfirmedAction } from '@/components/ConfirmedAction';
import { httpClient } from '@/providers/httpClient';

/** A new notify secret; the receiver must be given it, so it asks first. */
export const RotateNotifySecretButton = () => {
  const record = useRecordContext<{ id: string; notifySecret: string | null }>();
  const refresh = useRefresh();
  if (!record?.notifySecret) return null;
  return (
    <ConfirmedAction
      label="resources.otp-apps.rotateSecret"
      title="resources.otp-apps.rotateSecretTitle"
      content="resources.otp-apps.rotateSecretConfirm"
      confirm="resources.otp-apps.rotateSecretYes"
      cancel="resources.otp-apps.rotateSecretNo"
      icon={<AutorenewIcon />}
      color="warning"
      run={() => httpClient(`/api/otp-apps/${encodeURIComponent(record.id)}/rotate-notify-secret`, { method: 'POST' })}
      success="resources.otp-apps.rotatedSecret"
      after={refresh}
    />
  );
};

import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmedAction } from '@/components/ConfirmedAction';
import type { AppDataProvider } from '@/providers/dataProvider';
import type { ApiKeyRecord, ApiKeyWithSecret } from './actions';
import { SecretDialog } from './SecretDialog';

/** A new secret for the key (the old one stops at once), shown once. */
export const RotateApiKeyButton = () => {
  const record = useRecordContext<ApiKeyRecord>();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [rotated, setRotated] = useState<ApiKeyWithSecret | null>(null);
  if (!record) return null;
  return (
    <>
      <ConfirmedAction
        label="resources.api-keys.rotate"
        title="resources.api-keys.rotateTitle"
        content="resources.api-keys.rotateConfirm"
        confirm="resources.api-keys.rotateYes"
        cancel="resources.api-keys.rotateNo"
        icon={<AutorenewIcon />}
        color="warning"
        run={() => dataProvider.rotateApiKey(record.id)}
        success="resources.api-keys.rotated"
        after={(result) => setRotated(result as ApiKeyWithSecret)}
      />
      <SecretDialog
        credential={rotated}
        onClose={() => {
          setRotated(null);
          refresh();
        }}
      />
    </>
  );
};

/** The key stops working; rotating it later makes it active again with a new secret. */
export const RevokeApiKeyButton = () => {
  const record = useRecordContext<ApiKeyRecord>();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record || record.status !== 'active') return null;
  return (
    <ConfirmedAction
      label="resources.api-keys.revoke"
      title="resources.api-keys.revokeTitle"
      content="resources.api-keys.revokeConfirm"
      confirm="resources.api-keys.revokeYes"
      cancel="resources.api-keys.revokeNo"
      icon={<BlockIcon />}
      color="error"
      run={() => dataProvider.revokeApiKey(record.id)}
      success="resources.api-keys.revoked"
      after={refresh}
    />
  );
};

import { Loading, useGetOne, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CampaignWizard } from './CampaignCreate';
import type { CampaignRecord } from './campaignsApi';

/** A draft continued in the wizard; a confirmed campaign only shows. */
const CampaignEdit = () => {
  const { id = '' } = useParams();
  const redirect = useRedirect();
  const { data, isPending } = useGetOne<CampaignRecord>('campaigns', { id });
  if (isPending || !data) return <Loading />;
  if (data.status !== 'draft') {
    redirect('show', 'campaigns', id);
    return null;
  }
  return <CampaignWizard saved={data} />;
};

export default CampaignEdit;

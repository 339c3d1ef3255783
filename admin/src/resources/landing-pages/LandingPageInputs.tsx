import { Labeled, SelectInput, TextInput } from 'react-admin';
import type { FormMode } from '@/components/FormSection';
import { maxLength, required } from '@/forms/validators';
import { DetailInput, PublicUrlField } from './parts';
import { LIMITS, landingPageStatusChoices } from './payload';

/** The inputs of both Create and Edit; on edit, the page's public link to copy. */
export const LandingPageInputs = ({ mode }: { mode: FormMode }) => (
  <>
    <TextInput source="landingpage_name" fullWidth validate={[required, maxLength(LIMITS.name)]} />
    <SelectInput
      source="status"
      choices={landingPageStatusChoices}
      validate={required}
      helperText="resources.landing-pages.help.publicUrl"
    />
    {mode === 'edit' ? (
      <Labeled source="publicUrl" resource="landing-pages" sx={{ mb: 2, maxWidth: '100%' }}>
        <PublicUrlField />
      </Labeled>
    ) : null}
    <DetailInput />
  </>
);

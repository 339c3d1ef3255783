import { Box, Button, Card, CardContent, Stack, Step as StepItem, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
  Title,
  useCreate,
  useNotify,
  useRedirect,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { campaignsApi, type CampaignAnalysis, type CampaignRecord } from './campaignsApi';
import { ConfirmStep } from './ConfirmStep';
import { FileAudience } from './FileAudience';
import { basicErrors, campaignPayload, couponErrors, STEP_OF_FIELD, STEPS, valuesOf, type WizardValues } from './steps';

const ACTIVE = { status: 'active' };

const BasicStep = () => {
  const translate = useTranslate();
  return (
    <Stack>
      <TextInput source="name" resource="campaigns" />
      <TextInput source="description" resource="campaigns" multiline />
      <Typography variant="caption">{translate('resources.campaigns.timezone')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput source="startDate" resource="campaigns" />
        <TextInput source="timeStart" resource="campaigns" type="time" />
        <DateInput source="endDate" resource="campaigns" />
        <TextInput source="timeEnd" resource="campaigns" type="time" />
      </Stack>
      <BooleanInput source="phoneNumber" resource="campaigns" />
      <BooleanInput source="keyVerifi" resource="campaigns" />
      <RadioButtonGroupInput
        source="audience"
        label="resources.campaigns.audience"
        choices={[
          { id: 'typed', name: 'app.quickSend.typeNumbers' },
          { id: 'file', name: 'app.quickSend.importFile' },
          { id: 'people', name: 'app.quickSend.people' },
        ]}
      />
      <FormDataConsumer<WizardValues>>
        {({ formData }) =>
          (formData.audience ?? 'typed') === 'typed' ? (
            <TextInput source="numbers" label="app.quickSend.numbers" multiline minRows={3} />
          ) : formData.audience === 'file' ? (
            <FileAudience />
          ) : (
            <>
              <BooleanInput source="allPeople" label="app.quickSend.allPeople" />
              {formData.allPeople ? null : (
                <>
                  <ReferenceArrayInput source="tagIds" reference="tags">
                    <AutocompleteArrayInput label="resources.people.fields.tagIds" />
                  </ReferenceArrayInput>
                  <ReferenceArrayInput source="groupIds" reference="groups">
                    <AutocompleteArrayInput label="resources.people.fields.groupIds" />
                  </ReferenceArrayInput>
                </>
              )}
            </>
          )
        }
      </FormDataConsumer>
    </Stack>
  );
};

const CouponsStep = () => (
  <ReferenceArrayInput source="couponIds" reference="coupons" filter={ACTIVE}>
    <AutocompleteArrayInput label="resources.campaigns.fields.couponIds" optionText="couponName" />
  </ReferenceArrayInput>
);

interface ApiError {
  body?: { errors?: Record<string, string>; message?: string };
  message?: string;
}

/**
 * The wizard: basic setting, coupons, confirm. Each step's rules are checked before the next;
 * leaving the coupons step saves the draft and asks the API for the confirm step's figures, and
 * an API refusal on a field takes the wizard back to the step that shows it.
 */
const Wizard = ({ saved }: { saved?: CampaignRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext<WizardValues>();
  const [create] = useCreate<CampaignRecord>();
  const [update] = useUpdate<CampaignRecord>();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<CampaignRecord | null>(saved ?? null);
  const [analysis, setAnalysis] = useState<CampaignAnalysis | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (errors: Record<string, string>) => {
    for (const [field, key] of Object.entries(errors)) form.setError(field as keyof WizardValues, { message: key });
  };
  const refused = (error: unknown) => {
    const { body, message } = error as ApiError;
    if (body?.errors) {
      show(body.errors);
      const first = Object.keys(body.errors)[0] ?? '';
      setStep(STEPS.indexOf(STEP_OF_FIELD[first] ?? 'basic'));
    }
    notify(body?.message ?? message ?? 'ra.notification.http_error', { type: 'error' });
  };

  const next = async () => {
    form.clearErrors();
    const values = form.getValues();
    const errors = step === 0 ? basicErrors(values) : couponErrors(values);
    if (Object.keys(errors).length) return show(errors);
    if (step === 0) return setStep(1);
    setBusy(true);
    try {
      const data = campaignPayload(values);
      const saved = (
        draft
          ? await update('campaigns', { id: draft.id, data, previousData: draft }, { mutationMode: 'pessimistic', returnPromise: true })
          : await create('campaigns', { data }, { returnPromise: true })
      ) as CampaignRecord;
      setDraft(saved);
      setAnalysis(await campaignsApi.analyze(saved.id));
      setStep(2);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await campaignsApi.confirm(draft.id);
      notify('resources.campaigns.actions.confirmed', { type: 'success' });
      redirect('show', 'campaigns', draft.id);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <StepItem key={name}>
              <StepLabel>{translate(`resources.campaigns.steps.${name}`)}</StepLabel>
            </StepItem>
          ))}
        </Stepper>
        <Box sx={{ display: step === 0 ? 'block' : 'none' }}>
          <BasicStep />
        </Box>
        <Box sx={{ display: step === 1 ? 'block' : 'none' }}>
          <CouponsStep />
        </Box>
        {step === 2 && analysis ? (
          <ConfirmStep analysis={analysis} busy={busy} onBack={() => setStep(1)} onConfirm={() => void confirm()} />
        ) : (
          <Stack direction="row" spacing={2}>
            {step > 0 ? <Button onClick={() => setStep(step - 1)}>{translate('resources.campaigns.steps.back')}</Button> : null}
            <Button variant="contained" disabled={busy} onClick={() => void next()}>
              {translate('resources.campaigns.steps.next')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

const NEW: WizardValues = { audience: 'typed', timeStart: '10:00', timeEnd: '20:00', phoneNumber: false, keyVerifi: false };

/** The wizard on a new campaign, or on a saved draft to continue it (`saved`). */
export const CampaignWizard = ({ saved }: { saved?: CampaignRecord }) => {
  const translate = useTranslate();
  const name = translate('resources.campaigns.name', { smart_count: 1 });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={saved ? saved.name : translate('ra.page.create', { name })} />
      <Form defaultValues={saved ? valuesOf(saved) : NEW} noValidate>
        <Wizard saved={saved} />
      </Form>
    </Box>
  );
};

const CampaignCreate = () => <CampaignWizard />;

export default CampaignCreate;

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
 * leaving the coupons step asks the API for the confirm step's figures of the campaign as
 * written, and an API refusal on a field takes the wizard back to the step that shows it.
 * Nothing is stored until the user saves a draft or confirms: cancelling leaves nothing behind.
 */
const Wizard = ({ saved }: { saved?: CampaignRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext<WizardValues>();
  const [create] = useCreate<CampaignRecord>();
  const [update] = useUpdate<CampaignRecord>();
  const [step, setStep] = useState(0);
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
  /** The steps up to `last` checked in turn; the first with a problem is shown. */
  const checked = (last: number) => {
    form.clearErrors();
    const values = form.getValues();
    for (const [at, errorsOf] of [basicErrors, couponErrors].entries()) {
      if (at > last) break;
      const errors = errorsOf(values);
      if (Object.keys(errors).length) {
        setStep(at);
        show(errors);
        return null;
      }
    }
    return campaignPayload(values);
  };
  const working = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  /** The draft written as it stands: created the first time, changed after. */
  const saveDraft = async (data: Record<string, unknown>) =>
    (saved
      ? await update(
          'campaigns',
          { id: saved.id, data, previousData: saved },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      : await create('campaigns', { data }, { returnPromise: true })) as CampaignRecord;

  const next = async () => {
    const data = checked(step);
    if (!data) return;
    if (step === 0) return setStep(1);
    await working(async () => {
      setAnalysis(await campaignsApi.analyzeNew(data));
      setStep(2);
    });
  };

  const save = async () => {
    const data = checked(1);
    if (!data) return;
    await working(async () => {
      const draft = await saveDraft(data);
      notify('resources.campaigns.actions.draftSaved', { type: 'success' });
      redirect('show', 'campaigns', draft.id);
    });
  };

  const confirm = async () => {
    const data = checked(1);
    if (!data) return;
    await working(async () => {
      const confirmed = saved ? await campaignsApi.confirm((await saveDraft(data)).id) : await campaignsApi.confirmNew(data);
      notify('resources.campaigns.actions.confirmed', { type: 'success' });
      redirect('show', 'campaigns', confirmed.id);
    });
  };

  /** Leaves without storing anything: back to the draft as saved, or to the list. */
  const cancel = () => (saved ? redirect('show', 'campaigns', saved.id) : redirect('list', 'campaigns'));

  const saveButton = (
    <Button disabled={busy} onClick={() => void save()}>
      {translate('resources.campaigns.actions.saveDraft')}
    </Button>
  );
  const cancelButton = (
    <Button color="inherit" disabled={busy} onClick={cancel}>
      {translate('resources.campaigns.actions.leave')}
    </Button>
  );

  return (
    <Card>
      <CardContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
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
          <ConfirmStep
            analysis={analysis}
            busy={busy}
            onBack={() => setStep(1)}
            onConfirm={() => void confirm()}
            extra={
              <>
                {saveButton}
                {cancelButton}
              </>
            }
          />
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {step > 0 ? <Button onClick={() => setStep(step - 1)}>{translate('resources.campaigns.steps.back')}</Button> : null}
            <Button variant="contained" disabled={busy} onClick={() => void next()}>
              {translate('resources.campaigns.steps.next')}
            </Button>
            {step > 0 ? saveButton : null}
            {cancelButton}
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

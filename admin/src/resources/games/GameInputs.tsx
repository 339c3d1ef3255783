import { useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/FormSection';
import { ImageUploadInput } from '@/components/ImageUploadInput';
import { RichTextEditor } from '@/components/RichTextEditor';
import { maxLength, required } from '@/forms/validators';
import { BangkokDateTimeInput, endAfter } from '@/resources/coupon-books/dates';
import { ColorInput } from '@/resources/coupons/parts';
import { httpUrl, integerWithin } from '@/resources/coupons/validators';
import { GamePreview } from './GamePreview';
import {
  LIMITS,
  THEMES,
  backgroundTypeChoices,
  buttonTypeChoices,
  copiedFields,
  gameStatusChoices,
  gameTypeChoices,
  themeChoices,
  verifyTypeChoices,
  type GameRecord,
  type ThemeName,
} from './payload';

/** How many of the newest games "copy from" offers. */
const COPY_CHOICES = 100;

/**
 * Spec §4: the game form can be reset (to a new game's defaults, or the game as saved) or filled
 * from a loaded game: its rules and look, not its name, status or rewards.
 */
const ResetOrCopy = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const current = useRecordContext<GameRecord>();
  const { reset, setValue } = useFormContext();
  const [chosen, setChosen] = useState('');
  const { data: games } = useGetList<GameRecord>('games', {
    pagination: { page: 1, perPage: COPY_CHOICES },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const others = (games ?? []).filter((game) => game.id !== current?.id);
  const copy = (id: string) => {
    const game = others.find((other) => other.id === id);
    setChosen(id);
    if (!game) return;
    for (const [field, value] of Object.entries(copiedFields(game))) setValue(field, value, { shouldDirty: true });
    notify('resources.games.form.copied', { type: 'info', messageArgs: { name: game.gameName } });
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', width: '100%', mb: 1 }}>
      {others.length ? (
        <TextField
          select
          size="small"
          label={translate('resources.games.form.copyFrom')}
          helperText={translate('resources.games.form.copyHelp')}
          value={chosen}
          onChange={(event) => copy(event.target.value)}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          {others.map((game) => (
            <MenuItem key={game.id} value={game.id}>
              {game.gameName}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Button
        startIcon={<RestartAltIcon />}
        onClick={() => {
          setChosen('');
          reset();
        }}
      >
        {translate('resources.games.form.reset')}
      </Button>
    </Box>
  );
};

/** Choosing a theme sets its colours on the form (spec §4); each may then be changed alone. */
const ThemeInput = () => {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="themeBackground"
      choices={themeChoices}
      onChange={(event) => {
        const chosen = 'target' in event ? event.target.value : event.id;
        const theme = THEMES[chosen as ThemeName];
        if (theme) for (const [field, value] of Object.entries(theme)) setValue(field, value, { shouldDirty: true });
      }}
    />
  );
};

/** The scratch share and cover matter to a scratch card, the wheel's colour to a wheel. */
const TypeInputs = () => {
  const type = useWatch({ name: 'gameType' }) as string | undefined;
  return type === 'scratch' ? (
    <>
      <NumberInput
        source="scratchPercentage"
        validate={integerWithin(1, 100)}
        helperText="resources.games.help.scratchPercentage"
      />
      <ImageUploadInput source="scratchImg" />
    </>
  ) : (
    <ColorInput source="wheelColor" />
  );
};

/** A phone game's codes come from an OTP application of the account, or the platform's when none. */
const OtpAppInput = () => {
  const verifyType = useWatch({ name: 'verifyType' }) as string | undefined;
  if (verifyType !== 'phone') return null;
  return (
    <ReferenceInput source="otpAppId" reference="otp-apps" perPage={100} sort={{ field: 'createdAt', order: 'DESC' }}>
      <SelectInput optionText="name" emptyText="resources.games.form.otpAppNone" helperText="resources.games.help.otpAppId" />
    </ReferenceInput>
  );
};

/** The background is its colour or its picture (backgroundType 1 or 2). */
const BackgroundInputs = () => {
  const type = Number(useWatch({ name: 'backgroundType' }));
  return (
    <>
      <SelectInput source="backgroundType" choices={backgroundTypeChoices} />
      <ColorInput source="backgroundColor" />
      {type === 2 ? <ImageUploadInput source="backgroundImg" /> : null}
    </>
  );
};

/** The play button is a colour with its word, or a picture (buttonType 1 or 2). */
const ButtonInputs = () => {
  const type = Number(useWatch({ name: 'buttonType' }));
  return (
    <>
      <SelectInput source="buttonType" choices={buttonTypeChoices} />
      <TextInput source="wordBtn" validate={maxLength(LIMITS.wordBtn)} />
      {type === 2 ? <ImageUploadInput source="btnImg" /> : <ColorInput source="btnBgColor" />}
    </>
  );
};

/** The specification's game configuration: the game and its rules, then its look. */
const GameFields = () => (
  <>
    <ResetOrCopy />
    <FormSection title="resources.games.sections.game" />
    <TextInput source="gameName" validate={[required, maxLength(LIMITS.gameName)]} />
    <SelectInput source="gameType" choices={gameTypeChoices} validate={required} />
    <SelectInput source="gameStatus" choices={gameStatusChoices} helperText="resources.games.help.gameStatus" />
    <BangkokDateTimeInput source="gameStartDate" validate={required} />
    <BangkokDateTimeInput source="gameEndDate" validate={[required, endAfter('gameStartDate')]} />
    <SelectInput source="verifyType" choices={verifyTypeChoices} />
    <OtpAppInput />
    <NumberInput
      source="gameReplay"
      validate={integerWithin(1, LIMITS.gameReplay)}
      helperText="resources.games.help.gameReplay"
    />
    <TextInput source="nextPageUrl" type="url" fullWidth validate={[httpUrl, maxLength(LIMITS.nextPageUrl)]} />
    <RichTextEditor source="condition" validate={maxLength(LIMITS.condition)} />

    <FormSection title="resources.games.sections.look" />
    <ThemeInput />
    <BackgroundInputs />
    <ColorInput source="fontColor" />
    <ButtonInputs />
    <TypeInputs />
    <ImageUploadInput source="logoImg" />
    <ImageUploadInput source="previewImg" />
  </>
);

/** The form beside its live preview on a desktop, the preview below it on a phone. */
export const GameInputs = () => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 560px) minmax(280px, 380px)' },
      columnGap: 4,
      width: '100%',
      alignItems: 'start',
    }}
  >
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 }}>
      <GameFields />
    </Box>
    <Box sx={{ position: { md: 'sticky' }, top: { md: 64 }, minWidth: 0 }}>
      <GamePreview />
    </Box>
  </Box>
);

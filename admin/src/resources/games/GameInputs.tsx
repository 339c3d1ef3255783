import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/FormSection';
import { RichTextEditor } from '@/components/RichTextEditor';
import { maxLength, required } from '@/forms/validators';
import { BangkokDateTimeInput, endAfter } from '@/resources/coupon-books/dates';
import { ColorInput } from '@/resources/coupons/parts';
import { httpUrl, integerWithin } from '@/resources/coupons/validators';
import { LIMITS, THEMES, gameStatusChoices, gameTypeChoices, themeChoices, verifyTypeChoices, type ThemeName } from './payload';

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

/** The scratch share matters to a scratch card, the wheel's colour to a wheel. */
const TypeInputs = () => {
  const type = useWatch({ name: 'gameType' }) as string | undefined;
  return type === 'scratch' ? (
    <NumberInput
      source="scratchPercentage"
      validate={integerWithin(1, 100)}
      helperText="resources.games.help.scratchPercentage"
    />
  ) : (
    <ColorInput source="wheelColor" />
  );
};

/** The specification's game configuration: the game and its rules, then its look. */
export const GameInputs = () => (
  <>
    <FormSection title="resources.games.sections.game" />
    <TextInput source="gameName" validate={[required, maxLength(LIMITS.gameName)]} />
    <SelectInput source="gameType" choices={gameTypeChoices} validate={required} />
    <SelectInput source="gameStatus" choices={gameStatusChoices} helperText="resources.games.help.gameStatus" />
    <BangkokDateTimeInput source="gameStartDate" validate={required} />
    <BangkokDateTimeInput source="gameEndDate" validate={[required, endAfter('gameStartDate')]} />
    <SelectInput source="verifyType" choices={verifyTypeChoices} />
    <NumberInput
      source="gameReplay"
      validate={integerWithin(1, LIMITS.gameReplay)}
      helperText="resources.games.help.gameReplay"
    />
    <TextInput source="nextPageUrl" type="url" fullWidth validate={[httpUrl, maxLength(LIMITS.nextPageUrl)]} />
    <RichTextEditor source="condition" validate={maxLength(LIMITS.condition)} />

    <FormSection title="resources.games.sections.look" />
    <ThemeInput />
    <ColorInput source="backgroundColor" />
    <ColorInput source="btnBgColor" />
    <TextInput source="wordBtn" validate={maxLength(LIMITS.wordBtn)} />
    <ColorInput source="fontColor" />
    <TypeInputs />
  </>
);

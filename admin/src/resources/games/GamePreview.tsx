import { useEffect, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { imageUrl } from '@/components/ImageUploadInput';
import { createScratchCard, type ScratchCard } from '@/public-page/scratch-card';
import { createWheel, type Wheel, type WheelReward } from '@/public-page/wheel';
import { useGameRewards } from './rewards';

const LOOK_FIELDS = [
  'gameName',
  'gameType',
  'backgroundColor',
  'backgroundType',
  'backgroundImg',
  'buttonType',
  'btnBgColor',
  'btnImg',
  'wordBtn',
  'fontColor',
  'wheelColor',
  'scratchImg',
  'scratchPercentage',
  'logoImg',
] as const;
type Look = Partial<Record<(typeof LOOK_FIELDS)[number], unknown>>;

const text = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** The player page's stylesheet for the wheel and the card (public-page/style.css), inside the preview. */
const boardStyles = {
  '& .wheel': { position: 'relative', width: 'min(100%, 300px)', aspectRatio: '1', m: '8px auto 12px', overflow: 'hidden' },
  '& .wheel svg': { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  '& .wheel-pointer, & .wheel text, & .wheel image': { pointerEvents: 'none' },
  '& .scratch-card': {
    position: 'relative',
    width: 'min(100%, 300px)',
    aspectRatio: '5 / 3',
    m: '8px auto 12px',
    borderRadius: '12px',
    overflow: 'hidden',
    bgcolor: '#fff',
    color: '#1d2433',
    boxShadow: '0 1px 4px rgb(0 0 0 / 20%)',
  },
  '& .scratch-prize': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    p: 1.5,
  },
  '& .prize-name': { fontSize: 20, fontWeight: 700, m: 0 },
  '& .scratch-cover': { position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none', cursor: 'pointer' },
  "& .scratch-card[data-revealed='true'] .scratch-cover": { opacity: 0, pointerEvents: 'none' },
} as const;

/**
 * The game as its players will see it, following every change of the form: the player page's own
 * wheel or scratch card (public-page/wheel.ts, scratch-card.ts), drawn with the form's colours and
 * pictures and the game's active rewards. The card can be scratched, to try its percentage.
 */
export const GamePreview = () => {
  const translate = useTranslate();
  const values = useWatch({ name: [...LOOK_FIELDS] }) as unknown[];
  const look = Object.fromEntries(LOOK_FIELDS.map((field, index) => [field, values[index]])) as Look;
  const { rewards } = useGameRewards();
  const saved = Boolean(useRecordContext()?.id);
  const board = useRef<HTMLDivElement>(null);
  const wheel = useRef<Wheel | null>(null);
  const card = useRef<ScratchCard | null>(null);
  const type = look.gameType === 'scratch' ? 'scratch' : 'wheel';

  const shown: WheelReward[] = useMemo(
    () =>
      rewards
        .filter((reward) => reward.reIsActive)
        .map((reward) => ({
          reId: reward.reId,
          reName: reward.reName,
          imageDisplay: imageUrl(reward.imageDisplay),
          backgroundColor: reward.backgroundColor,
        })),
    [rewards],
  );
  const noPrize = translate('resources.games.preview.noPrize');
  const wheelLook = { wheelColor: text(look.wheelColor, '#FFC107'), fontColor: text(look.fontColor, '#212121'), rewards: shown };
  const percentage = Number(look.scratchPercentage);
  const scratchLook = {
    scratchImg: imageUrl(look.scratchImg),
    scratchPercentage: Number.isFinite(percentage) && percentage > 0 ? percentage : 25,
  };
  const lookKey = JSON.stringify([wheelLook, scratchLook, noPrize]);

  // The board is made once per type, and drawn again on each change of the look.
  useEffect(() => {
    const container = board.current;
    if (!container) return undefined;
    if (type === 'wheel') {
      wheel.current = createWheel(container, wheelLook, {
        noPrizeLabel: noPrize,
        label: translate('resources.games.preview.wheel'),
      });
    } else {
      card.current = createScratchCard(container, scratchLook, { label: translate('resources.games.preview.scratch') });
    }
    return () => {
      wheel.current?.destroy();
      card.current?.destroy();
      wheel.current = null;
      card.current = null;
    };
    // Drawn with the look of the moment; later looks go through update below.
  }, [type]);

  useEffect(() => {
    wheel.current?.update(wheelLook, { noPrizeLabel: noPrize });
    if (card.current) {
      card.current.update(scratchLook);
      const prize = document.createElement('p');
      prize.className = 'prize-name';
      prize.textContent = shown[0]?.reName ?? translate('resources.games.preview.sample');
      card.current.setPrize(prize);
      card.current.enable();
    }
  }, [type, lookKey]);

  const background =
    Number(look.backgroundType) === 2 && imageUrl(look.backgroundImg) ? `url("${imageUrl(look.backgroundImg)}")` : undefined;
  const logo = imageUrl(look.logoImg);
  const buttonImage = Number(look.buttonType) === 2 ? imageUrl(look.btnImg) : null;
  return (
    <Box component="section" aria-label={translate('resources.games.preview.label')} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('resources.games.preview.title')}
      </Typography>
      <Box
        data-testid="game-preview"
        // Inline: the colours change with each key typed, and need no class of their own.
        style={{
          backgroundColor: text(look.backgroundColor, 'white'),
          backgroundImage: background,
          color: text(look.fontColor, '#212121'),
        }}
        sx={{
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          p: 2,
          textAlign: 'center',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          overflow: 'hidden',
          ...boardStyles,
        }}
      >
        {logo ? <Box component="img" src={logo} alt="" sx={{ maxWidth: '60%', maxHeight: 72, objectFit: 'contain' }} /> : null}
        <Typography variant="h6" component="p" sx={{ color: 'inherit', overflowWrap: 'anywhere' }}>
          {text(look.gameName, translate('resources.games.fields.gameName'))}
        </Typography>
        <div ref={board} data-testid="game-preview-board" />
        {buttonImage ? (
          <Box component="img" src={buttonImage} alt={text(look.wordBtn)} sx={{ maxWidth: '80%', maxHeight: 64 }} />
        ) : (
          <Box
            component="span"
            data-testid="game-preview-button"
            style={{ backgroundColor: text(look.btnBgColor, '#01A9F4') }}
            sx={{
              display: 'inline-block',
              px: 3,
              py: 1,
              borderRadius: 999,
              fontWeight: 700,
              color: '#fff',
              maxWidth: '100%',
              overflowWrap: 'anywhere',
            }}
          >
            {text(look.wordBtn, 'PLAY')}
          </Box>
        )}
        {shown.length ? null : (
          <Typography variant="body2" sx={{ mt: 1, color: 'inherit', opacity: 0.8 }}>
            {translate(saved ? 'resources.games.preview.noRewards' : 'resources.games.preview.rewardsAfterSave')}
          </Typography>
        )}
      </Box>
    </Box>
  );
};

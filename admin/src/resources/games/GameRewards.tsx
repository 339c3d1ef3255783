import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  BooleanInput,
  Button,
  Confirm,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageUploadInput, imageUrl } from '@/components/ImageUploadInput';
import { fieldErrorsOr } from '@/forms/serverErrors';
import { maxLength, required } from '@/forms/validators';
import type { AppDataProvider } from '@/providers/dataProvider';
import { BangkokDateTimeInput, endAfterStart } from '@/resources/coupon-books/dates';
import { ColorInput } from '@/resources/coupons/parts';
import { integerWithin } from '@/resources/coupons/validators';
import type { GameRewardRecord } from './actions';
import type { GameRecord } from './payload';
import { REWARD_DEFAULTS, chanceRate, noPrizeChance, rewardPayload, rewardTypeChoices, useGameRewards } from './rewards';

/** The largest stock the API takes (game-reward.dto.ts). */
const MAX_QTY = 10_000_000;
const REWARD_NAME_MAX = 120;

const usePercent = () => {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 2 });
  return (chance: number) => `${format.format(chance)}%`;
};

/** A reward's coupon, from the account's coupons, for a coupon reward only. */
const CouponOfReward = () => {
  const type = Number(useWatch({ name: 'reType' }));
  if (type !== 1) return null;
  return (
    <ReferenceInput source="reCampaignId" reference="coupons" perPage={100} sort={{ field: 'createdAt', order: 'DESC' }}>
      <SelectInput optionText="couponName" validate={required} label="resources.games.rewards.fields.reCampaignId" />
    </ReferenceInput>
  );
};

/** Add or change one reward; the API's refusals (422) show on their fields. */
const RewardDialog = ({
  gameId,
  reward,
  onClose,
}: {
  gameId: string;
  reward: GameRewardRecord | null;
  onClose: (saved: boolean) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.saveGameReward(gameId, rewardPayload(values), reward?.id);
      notify(reward ? 'resources.games.rewards.updated' : 'resources.games.rewards.created', { type: 'info' });
      onClose(true);
      return undefined;
    } catch (error) {
      return fieldErrorsOr(error, (message) => notify(message, { type: 'error' }));
    }
  };
  const title = reward
    ? translate('resources.games.rewards.edit', { name: reward.reName })
    : translate('resources.games.rewards.add');
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-label={title}>
      <Form noValidate record={reward ?? REWARD_DEFAULTS} onSubmit={submit} resource="games">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
          <TextInput
            source="reName"
            label="resources.games.rewards.fields.reName"
            validate={[required, maxLength(REWARD_NAME_MAX)]}
            fullWidth
          />
          <NumberInput
            source="reQty"
            label="resources.games.rewards.fields.reQty"
            validate={[required, integerWithin(1, MAX_QTY)]}
            helperText="resources.games.rewards.help.reQty"
          />
          {reward ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="reward-stock">
              {translate('resources.games.rewards.stock', { used: reward.reUsed, balance: reward.reBalance })}
            </Typography>
          ) : null}
          <SelectInput
            source="reType"
            label="resources.games.rewards.fields.reType"
            choices={rewardTypeChoices}
            validate={required}
          />
          <CouponOfReward />
          <NumberInput
            source="reChanceRate"
            label="resources.games.rewards.fields.reChanceRate"
            step={0.01}
            validate={[required, chanceRate]}
            helperText="resources.games.rewards.help.reChanceRate"
          />
          <BooleanInput source="reIsActive" label="resources.games.rewards.fields.reIsActive" />
          <BooleanInput
            source="reIsRedeem"
            label="resources.games.rewards.fields.reIsRedeem"
            helperText="resources.games.rewards.help.reIsRedeem"
          />
          <BangkokDateTimeInput source="startDate" label="resources.games.rewards.fields.startDate" />
          <BangkokDateTimeInput source="endDate" label="resources.games.rewards.fields.endDate" validate={endAfterStart} />
          <ImageUploadInput source="imageDisplay" label="resources.games.rewards.fields.imageDisplay" />
          <ColorInput source="backgroundColor" label="resources.games.rewards.fields.backgroundColor" />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => onClose(false)}>{translate('ra.action.cancel')}</MuiButton>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The rewards as a table: what each is, its odds, its stock and what was won. */
const RewardRows = ({
  rewards,
  onEdit,
  onDelete,
}: {
  rewards: GameRewardRecord[];
  onEdit: (reward: GameRewardRecord) => void;
  onDelete: (reward: GameRewardRecord) => void;
}) => {
  const translate = useTranslate();
  const percent = usePercent();
  const column = (name: string) => translate(`resources.games.rewards.fields.${name}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{column('reName')}</TableCell>
            <TableCell>{column('reType')}</TableCell>
            <TableCell align="right">{column('reChanceRate')}</TableCell>
            <TableCell align="right">{column('reQty')}</TableCell>
            <TableCell align="right">{column('reUsed')}</TableCell>
            <TableCell align="right">{column('reBalance')}</TableCell>
            <TableCell>{column('reIsActive')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rewards.map((reward) => (
            <TableRow key={reward.id} data-reward={reward.id}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {reward.imageDisplay ? (
                    <Box
                      component="img"
                      src={imageUrl(reward.imageDisplay)!}
                      alt=""
                      sx={{ width: 24, height: 24, objectFit: 'contain' }}
                    />
                  ) : reward.backgroundColor ? (
                    <Box
                      sx={{
                        width: 16,
                        height: 16,
                        borderRadius: 0.5,
                        bgcolor: reward.backgroundColor,
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  ) : null}
                  {reward.reName}
                </Box>
              </TableCell>
              <TableCell>{translate(`resources.games.rewards.types.${reward.reType}`)}</TableCell>
              <TableCell align="right">{percent(reward.reChanceRate)}</TableCell>
              <TableCell align="right">{reward.reQty}</TableCell>
              <TableCell align="right">{reward.reUsed}</TableCell>
              <TableCell align="right">{reward.reBalance}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={reward.reIsActive ? 'success' : 'default'}
                  label={translate(reward.reIsActive ? 'resources.games.rewards.active' : 'resources.games.rewards.inactive')}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={translate('resources.games.rewards.edit', { name: reward.reName })}
                  onClick={() => onEdit(reward)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={translate('resources.games.rewards.delete', { name: reward.reName })}
                  onClick={() => onDelete(reward)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * The specification's reward settings (modal) of a game being edited: its rewards with their
 * odds and stock, the odds left for "no prize", and each reward added, changed or deleted
 * (asked first) in a dialog of its own.
 */
export const GameRewardsButton = () => {
  const game = useRecordContext<GameRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const percent = usePercent();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { rewards, loading, reload } = useGameRewards();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<GameRewardRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GameRewardRecord | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  if (!game) return null;

  const remove = async (reward: GameRewardRecord) => {
    setIsDeleting(true);
    try {
      await dataProvider.deleteGameReward(game.id, reward.id);
      notify('resources.games.rewards.deleted', { type: 'info' });
      reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.internal', { type: 'error' });
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  const title = translate('resources.games.rewards.title', { name: game.gameName });
  const rest = noPrizeChance(rewards);
  return (
    <>
      <Button label="resources.games.rewards.open" onClick={() => setOpen(true)}>
        <EmojiEventsIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" fullScreen={fullScreen} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} /> : null}
          {rewards.length ? (
            <RewardRows rewards={rewards} onEdit={setEditing} onDelete={setDeleting} />
          ) : loading ? null : (
            <Typography color="text.secondary">{translate('resources.games.rewards.empty')}</Typography>
          )}
          <Alert severity={rest < 0 ? 'error' : 'info'} sx={{ mt: 2 }} data-testid="no-prize-chance">
            {translate('resources.games.rewards.noPrizeChance', { chance: percent(Math.max(0, rest)) })}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <MuiButton startIcon={<AddIcon />} variant="contained" onClick={() => setEditing('new')}>
            {translate('resources.games.rewards.add')}
          </MuiButton>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
      {editing ? (
        <RewardDialog
          gameId={game.id}
          reward={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title="resources.games.rewards.deleteTitle"
        content="resources.games.rewards.deleteContent"
        translateOptions={{ name: deleting?.reName ?? '' }}
        confirm="resources.games.rewards.deleteConfirm"
        cancel="app.delete.keep"
        confirmColor="warning"
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

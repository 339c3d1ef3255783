import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GameRecord } from './payload';

/** A game's status as a chip: active green, paused amber, draft and ended grey. */
export const GameStatusChip = ({ status }: { status: GameRecord['gameStatus'] }) => {
  const translate = useTranslate();
  const colour = status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'default';
  return <Chip size="small" color={colour} label={translate(`resources.games.statuses.${status}`)} />;
};

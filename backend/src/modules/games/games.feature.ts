import { defineFeature } from '../../common/feature/feature.js';
import { GamePlay, GamePlayDay } from './game-play.entity.js';
import { GameReward } from './game-reward.entity.js';
import { GameStats } from './game-stats.entity.js';
import { Game } from './game.entity.js';

/** Staff and admins manage games and their rewards; operators write them, viewers read them. */
export const gamesFeature = defineFeature({
  name: 'games',
  api: () => import('./games.module.js').then((m) => m.GamesModule),
  entities: [Game, GameReward, GamePlay, GamePlayDay, GameStats],
  grants: {
    Game: { operator: ['read', 'create', 'update', 'delete'], viewer: ['read'] },
  },
});

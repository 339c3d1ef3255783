import { Module } from '@nestjs/common';
import { BlacklistModule } from '../blacklist/blacklist.module.js';
import { DirectSendsModule } from '../broadcasts/direct-sends.module.js';
import { GamePrizes } from './game-prizes.js';
import { GamesRepository } from './games.repository.js';

/** A coupon prize's SMS, for the play (API) and the sweep of those still owed (worker); no controllers. */
@Module({
  imports: [DirectSendsModule, BlacklistModule],
  providers: [GamePrizes, GamesRepository],
  exports: [GamePrizes, GamesRepository],
})
export class GamePrizesModule {}

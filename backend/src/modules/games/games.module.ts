import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { CouponsModule } from '../coupons/coupons.module.js';
import { ImagesModule } from '../images/images.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { OtpAppsModule } from '../otp-apps/otp-apps.module.js';
import { GameDashboardController } from './game-dashboard.controller.js';
import { GameDashboardService } from './game-dashboard.service.js';
import { GamePlay } from './game-play.entity.js';
import { GamePlaysController } from './game-plays.controller.js';
import { GamePlaysService } from './game-plays.service.js';
import { GameReward } from './game-reward.entity.js';
import { GameRewardsController } from './game-rewards.controller.js';
import { GameRewardsService } from './game-rewards.service.js';
import { Game } from './game.entity.js';
import { GamesController } from './games.controller.js';
import { gamesFeature } from './games.feature.js';
import { GamePrizesModule } from './game-prizes.module.js';
import { GamesService } from './games.service.js';
import { PublicGamesController } from './public-games.controller.js';
import { PublicGamesService } from './public-games.service.js';
import { PublicThrottleGuard } from '../../common/http/public-throttle.guard.js';

/** Reward games: the API loads it through the feature's `api`. */
@Module({
  imports: [TypeOrmModule.forFeature([...gamesFeature.entities]), ImagesModule, CouponsModule, OtpModule, OtpAppsModule, GamePrizesModule],
  controllers: [GameDashboardController, GamesController, GameRewardsController, GamePlaysController, PublicGamesController],
  providers: [
    GamesService,
    GameRewardsService,
    GamePlaysService,
    GameDashboardService,
    PublicGamesService,
    PublicThrottleGuard,
    provideTenantRepository(Game),
    provideTenantRepository(GameReward),
    provideTenantRepository(GamePlay),
  ],
  exports: [GamesService],
})
export class GamesModule {}

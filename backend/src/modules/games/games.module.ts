import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { provideTenantRepository } from '../../common/tenancy/tenant-repository.js';
import { ImagesModule } from '../images/images.module.js';
import { Game } from './game.entity.js';
import { GamesController } from './games.controller.js';
import { gamesFeature } from './games.feature.js';
import { GamesService } from './games.service.js';

/** Reward games: the API loads it through the feature's `api`. */
@Module({
  imports: [TypeOrmModule.forFeature([...gamesFeature.entities]), ImagesModule],
  controllers: [GamesController],
  providers: [GamesService, provideTenantRepository(Game)],
  exports: [GamesService],
})
export class GamesModule {}

import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source.js';
import { DatabaseProbe } from './database-probe.js';
import { Transactions } from './transactions.js';

/** The connection, `Transactions` for the services that span several repositories, and the health checks' probe. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
    }),
  ],
  providers: [Transactions, DatabaseProbe],
  exports: [Transactions, DatabaseProbe],
})
export class DatabaseModule {}

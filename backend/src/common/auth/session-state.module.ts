import { Global, Module } from '@nestjs/common';
import { AuthRedis } from './auth-redis.js';
import { SessionState } from './session-state.js';
import { SessionStateRepository } from './session-state.repository.js';

/**
 * Global so that every service changing users or accounts can forget the guard's cached
 * state, whichever module it lives in.
 */
@Global()
@Module({ providers: [AuthRedis, SessionState, SessionStateRepository], exports: [AuthRedis, SessionState] })
export class SessionStateModule {}

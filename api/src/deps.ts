import type { DefaultContext } from 'koa';
import type Router from '@koa/router';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Logger } from './logger';
import type { PublicCache } from './http/publicCache';
import type { Session, SessionStore } from './auth/sessions';
import type { LoginThrottle } from './auth/throttle';
import type { Translator } from './translation/translator';

/** What the routes need, built once at start-up (and by the tests, with their own values). */
export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  sessions: SessionStore;
  throttle: LoginThrottle;
  translator: Translator;
  /** Serialized public reads (news, job listings); cleared by every write to them. */
  publicCache: PublicCache;
}

export interface AppState {
  session?: Session;
}

export type AppRouter = Router<AppState, DefaultContext>;

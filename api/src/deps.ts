import type { DefaultContext } from 'koa';
import type Router from '@koa/router';
import type { Config } from './config';
import type { Db } from './db/knex';
import type { Actor } from './domain/actor';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { FrontDoor } from './readModel/frontDoor';
import type { PublicReads } from './readModel/publicReads';
import type { AuditService } from './services/audit';
import type { BackupJob } from './services/backupSchedule';
import type { ContentService } from './services/content';
import type { HealthService, Lifecycle } from './services/health';
import type { AdminEventFeed } from './services/events';
import type { ListingsService } from './services/listings';
import type { PreferencesService } from './services/preferences';
import type { SettingsService } from './services/settings';
import type { MailSender, OutboxService } from './services/mail';
import type { InboundListener } from './mail/inboundListener';
import type { MediaService } from './services/media';
import type { NewsService } from './services/news';
import type { NotificationsService, SubmissionNotifier } from './services/notifications';
import type { MediaNormaliseJob } from './services/mediaNormalise';
import type { PrivacyService, RetentionJob } from './services/privacy';
import type { NewsScheduleJob } from './services/newsSchedule';
import type { OverviewService } from './services/overview';
import type { SessionStore } from './services/sessions';
import type { RepliesService } from './services/replies';
import type { ReplyTemplatesService } from './services/replyTemplates';
import type { SubmissionNotesService } from './services/submissionNotes';
import type { SubmissionsService } from './services/submissions';
import type { SubmissionWorkService } from './services/submissionWork';
import type { TranslationService } from './services/translation';
import type { UsersService } from './services/users';

/** The services: every action on the data passes through one of them. */
export interface Services {
  news: NewsService;
  listings: ListingsService;
  submissions: SubmissionsService;
  notes: SubmissionNotesService;
  /** Staff's e-mailed answers to the people who sent submissions. */
  replies: RepliesService;
  /** The texts staff start their replies from, per submission kind. */
  replyTemplates: ReplyTemplatesService;
  submissionWork: SubmissionWorkService;
  media: MediaService;
  users: UsersService;
  translation: TranslationService;
  audit: AuditService;
  outbox: OutboxService;
  settings: SettingsService;
  preferences: PreferencesService;
  notifications: NotificationsService;
  privacy: PrivacyService;
  overview: OverviewService;
  /** The site's team, ventures, partners and their pictures. */
  content: ContentService;
  /** Liveness and readiness, for health checks and probes. */
  health: HealthService;
}

/** What the routes and the site need, built once at start-up (and by the tests, with their own values). */
export interface Deps {
  config: Config;
  db: Db;
  /**
   * Where the staff's long lists are read: on SQLite a pool of read-only connections beside the
   * one that writes (reads side by side on several cores); on PostgreSQL the same pool as `db`.
   */
  readDb: Db;
  logger: Logger;
  sessions: SessionStore;
  services: Services;
  /** The public reads, kept serialized; the services invalidate them on writes. */
  reads: PublicReads;
  /** Sends the outbox's mail (when SMTP_URL is set). */
  mail: MailSender;
  /** Queues the confirmations, new-item e-mails and digests of new submissions. */
  notifier: SubmissionNotifier;
  /** Anonymises applications past their retention, once across instances. */
  retention: RetentionJob;
  /** Publishes scheduled articles when their time comes, once across instances. */
  newsSchedule: NewsScheduleJob;
  /** Re-encodes the article pictures stored before the sharp pipeline. */
  mediaNormalise: MediaNormaliseJob;
  /** Writes the scheduled backups (BACKUP_INTERVAL_HOURS), once across instances. */
  backups: BackupJob;
  /** Takes answers to staff replies by SMTP (INBOUND_SMTP_PORT); undefined when not set. */
  inbound: InboundListener | undefined;
  /** Replays recent public answers before Koa. */
  frontDoor: FrontDoor;
  /** The admin's live feed: what changed, read from the database, passed to the open streams. */
  feed: AdminEventFeed;
  /** Whether the site is loaded and whether the process is shutting down (readiness reads it). */
  lifecycle: Lifecycle;
  /** This instance's numbers for GET /metrics. */
  metrics: Metrics;
}

export interface AppState {
  /** The signed-in staff member, on routes behind `auth()`. */
  actor?: Actor;
  /**
   * The site's origin for links this request leads to (e-mails among them), by the site origin
   * rule (`siteOrigin`): never the raw Host, which anyone can forge.
   */
  origin?: string;
  /** Whether declared answers are checked against their schemas (config's `checkAnswers`). */
  checkAnswers?: boolean;
}

export type AppRouter = Router<AppState, DefaultContext>;

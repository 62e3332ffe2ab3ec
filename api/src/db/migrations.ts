import type { Knex } from 'knex';
import type { Migration } from './migrations/migration';
import { initial } from './migrations/0001_initial';
import { staff } from './migrations/0002_staff';
import { lists } from './migrations/0003_lists';
import { searchIndex } from './migrations/0004_search_index';
import { feedNotify } from './migrations/0005_feed_notify';
import { userPreferences } from './migrations/0006_user_preferences';
import { listSortIndexes } from './migrations/0007_list_sort_indexes';
import { submissionNotes } from './migrations/0008_submission_notes';
import { submissionAssigneeArchive } from './migrations/0009_submission_assignee_archive';
import { notifications } from './migrations/0010_notifications';
import { privacy } from './migrations/0011_privacy';
import { board } from './migrations/0012_board';
import { duplicates } from './migrations/0013_duplicates';
import { overview } from './migrations/0014_overview';
import { newsSchedule } from './migrations/0015_news_schedule';
import { newsRevisions } from './migrations/0016_news_revisions';
import { siteContent } from './migrations/0017_site_content';
import { translationStatus } from './migrations/0018_translation_status';
import { resumeScan } from './migrations/0019_resume_scan';
import { mailPriority } from './migrations/0020_mail_priority';
import { outboxReferences } from './migrations/0021_outbox_references';
import { feedCursorKey } from './migrations/0022_feed_cursor_key';
import { previewEpoch } from './migrations/0023_preview_epoch';
import { sessionAuthenticatedAt } from './migrations/0024_session_authenticated_at';
import { mediaNormalised } from './migrations/0025_media_normalised';
import { backupSchedule } from './migrations/0026_backup_schedule';
import { submissionMessages } from './migrations/0027_submission_messages';
import { inboundAnswers } from './migrations/0028_inbound_answers';
import { replyTemplates } from './migrations/0029_reply_templates';
import { answerFiles } from './migrations/0030_answer_files';
import { searchSaudiNumbers } from './migrations/0031_search_saudi_numbers';
import { overviewFirstChange } from './migrations/0032_overview_first_change';

/**
 * The schema, as portable Knex migrations (SQLite and PostgreSQL). Kept in code, not discovered
 * from files, so they run the same under tsx, a bundle or the test runner. Never edit an applied
 * migration: add the next one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_staff': staff,
  '0003_lists': lists,
  '0004_search_index': searchIndex,
  '0005_feed_notify': feedNotify,
  '0006_user_preferences': userPreferences,
  '0007_list_sort_indexes': listSortIndexes,
  '0008_submission_notes': submissionNotes,
  '0009_submission_assignee_archive': submissionAssigneeArchive,
  '0010_notifications': notifications,
  '0011_privacy': privacy,
  '0012_board': board,
  '0013_duplicates': duplicates,
  '0014_overview': overview,
  '0015_news_schedule': newsSchedule,
  '0016_news_revisions': newsRevisions,
  '0017_site_content': siteContent,
  '0018_translation_status': translationStatus,
  '0019_resume_scan': resumeScan,
  '0020_mail_priority': mailPriority,
  '0021_outbox_references': outboxReferences,
  '0022_feed_cursor_key': feedCursorKey,
  '0023_preview_epoch': previewEpoch,
  '0024_session_authenticated_at': sessionAuthenticatedAt,
  '0025_media_normalised': mediaNormalised,
  '0026_backup_schedule': backupSchedule,
  '0027_submission_messages': submissionMessages,
  '0028_inbound_answers': inboundAnswers,
  '0029_reply_templates': replyTemplates,
  '0030_answer_files': answerFiles,
  '0031_search_saudi_numbers': searchSaudiNumbers,
  '0032_overview_first_change': overviewFirstChange,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

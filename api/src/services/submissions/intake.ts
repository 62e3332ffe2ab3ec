/**
 * The site's forms: contact messages, investor requests and job applications with a résumé (checked
 * by the antivirus when there is one); a robot's submission is answered and dropped.
 */
import type { z } from 'zod';
import {
  type applicationPayloadSchema,
  type contactPayloadSchema,
  honeypotFilled,
  type investorPayloadSchema,
} from '@vb/shared/schemas';
import { INITIAL_STATUS, type SubmissionKind } from '@vb/shared/status';
import { messageText } from '@vb/shared/i18n';
import { type Client } from '../../domain/actor';
import { DomainError, invalid } from '../../domain/errors';
import * as listings from '../../repos/listings';
import * as submissions from '../../repos/submissions';
import { decodeResume } from '../../uploads/resume';
import { activeContentOf } from '../../uploads/activeContent';
import { ScannerUnavailable, type ScanVerdict } from '../../uploads/clamav';
import type { SubmissionsDeps } from './deps';

type ContactData = z.output<typeof contactPayloadSchema>;
type InvestorData = z.output<typeof investorPayloadSchema>;
type ApplicationData = z.output<typeof applicationPayloadSchema>;

/**
 * The résumé field's text when the antivirus refuses the file: the careers catalog's, which the
 * form shows in the visitor's language.
 */
const RESUME_REJECTED_TEXT = messageText('en', 'careers.apply.resumeRejectedByScanner');

export function intakeCommands({ db, logger, onStored, scanResume }: SubmissionsDeps) {
  const inserts = submissions.messageInserts(db);

  /**
   * A robot's submission (its honeypot filled in) is answered like any other, after the same
   * checks, but nothing is stored: it is only logged. Its id is a plausible one.
   */
  const discard = async (client: Client, kind: SubmissionKind): Promise<number> => {
    logger.info('honeypot submission discarded', { path: client.route, ip: client.ip });
    return submissions.nextIdGuess(db, kind);
  };

  /**
   * The antivirus's verdict on a résumé: a flagged file is refused (422), and a scanner
   * that does not answer refuses the application (503) rather than letting the file through.
   */
  const scan = async (
    scanner: (bytes: Buffer) => Promise<ScanVerdict>,
    client: Client,
    bytes: Buffer,
  ): Promise<void> => {
    let verdict: ScanVerdict;
    try {
      verdict = await scanner(bytes);
    } catch (error) {
      logger.error('résumé scanner unavailable', {
        error: error instanceof ScannerUnavailable ? error.message : String(error),
      });
      throw new DomainError(
        'unavailable',
        'resume_scanner_unavailable',
        'The résumé could not be checked for viruses right now; please try again later',
      );
    }
    if (verdict.clean) return;
    logger.info('résumé refused by the scanner', { ip: client.ip, signature: verdict.signature });
    throw new DomainError(
      'unprocessable',
      'resume_rejected_by_scanner',
      'The résumé was refused by the virus scanner',
      [{ path: 'resumeData', message: RESUME_REJECTED_TEXT }],
    );
  };

  return {
    /** Stores a contact message; answers its id once committed. */
    async submitContact(client: Client, { website, ...input }: ContactData): Promise<number> {
      if (honeypotFilled({ website })) return discard(client, 'contact-messages');
      const id = await inserts.contact({
        ...input,
        status: INITIAL_STATUS,
        created_at: new Date(),
        language: client.language,
      });
      onStored?.(client);
      return id;
    },

    /** Stores an investor request; answers its id once committed. */
    async submitInvestor(client: Client, input: InvestorData): Promise<number> {
      const { investmentAmount, website, ...rest } = input;
      if (honeypotFilled({ website })) return discard(client, 'investor-requests');
      const id = await inserts.investor({
        ...rest,
        investment_amount: investmentAmount,
        status: INITIAL_STATUS,
        created_at: new Date(),
        language: client.language,
      });
      onStored?.(client);
      return id;
    },

    /**
     * Checks the résumé (extension and content; the antivirus when one is configured)
     * and stores the application and the file together, flagged when its structure shows active
     * content: an acknowledged application always has its résumé. `resumeData` is the base64
     * text, or its bytes when the body parser kept them out of the JSON.
     */
    async apply(client: Client, input: ApplicationData, resumeData: string | Buffer) {
      const resume = await decodeResume(input.resumeFilename, resumeData);
      // Before any transaction: the scan may take seconds and holds nothing.
      if (scanResume) await scan(scanResume, client, resume.bytes);
      const activeContent = activeContentOf(resume.mimeType, resume.bytes);
      if (activeContent.length > 0) {
        logger.info('résumé with active content', {
          ip: client.ip,
          found: activeContent.join(','),
        });
      }
      if (honeypotFilled(input)) return discard(client, 'applications');
      const id = await db.transaction(async (trx) => {
        if (input.jobListingId && !(await listings.exists(trx, input.jobListingId))) {
          throw invalid('validation_failed', 'The job listing applied for does not exist', [
            { path: 'jobListingId', message: 'Unknown job listing' },
          ]);
        }
        return submissions.insertApplication(
          trx,
          {
            name: input.name,
            email: input.email,
            phone: input.phone,
            position: input.position,
            message: input.message,
            resume_filename: resume.filename,
            resume_mime_type: resume.mimeType,
            resume_size: resume.bytes.length,
            resume_active_content: activeContent.length > 0,
            job_listing_id: input.jobListingId ?? null,
            keep_resume: input.keepResume ?? false,
            status: INITIAL_STATUS,
            created_at: new Date(),
            language: client.language,
          },
          resume.bytes,
        );
      });
      onStored?.(client);
      return id;
    },
  };
}

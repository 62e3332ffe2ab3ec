/**
 * The SMTP listener that takes answers to staff replies (INBOUND_SMTP_PORT): smtp-server speaks
 * the protocol, mailparser reads the message, services/inbound.ts threads it.
 *
 * It is a final destination for reply addresses only, never a relay: RCPT TO for anything but a
 * reply address with a stored token gets 550, so spam to made-up addresses is refused before
 * its body is read. The size is announced (SIZE) and held to INBOUND_MAX_BYTES (552 beyond);
 * each sender address may deliver INBOUND_PER_SENDER_PER_HOUR messages an hour, counted in the
 * database so that every instance shares the count (450 beyond: a real mail server tries again
 * later). A message is acknowledged (250) only once
 * it is stored; a failure to store answers 451, so the sending server keeps it and retries.
 *
 * No TLS or AUTH of its own: it listens on a private address behind the MX relay, which speaks
 * TLS to the world (see docs/deployment.md).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { MailSettings } from '../configMail';
import type { Db } from '../db/knex';
import { DbLimiter } from '../repos/limits';
import type { Logger } from '../logger';

/**
 * Where the answers go (services/inbound.ts): which item an address is for (undefined: refused),
 * and storing a message for the items it was addressed to.
 */
export interface AnswerSink<Target> {
  target(address: string): Promise<Target | undefined>;
  take(mail: ParsedMail, raw: Buffer, targets: readonly Target[]): Promise<number[]>;
}

type Settings = NonNullable<MailSettings['inbound']>;

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * The per-sender count (a fixed hour's window in `rate_limits`): checked at MAIL FROM, counted
 * once a message is taken, so refused and failed deliveries cost the sender nothing.
 */
function senderCount(db: Db, perHour: number) {
  const limiter = new DbLimiter(db, {
    keyPrefix: 'inbound-sender',
    points: perHour,
    durationSeconds: 60 * 60,
  });
  return {
    async allows(sender: string): Promise<boolean> {
      return (await limiter.peek(sender)) < perHour;
    },
    async count(sender: string): Promise<void> {
      await limiter.consume(sender);
    },
  };
}

export function inboundListener<Target extends { kind: string; itemId: number }>({
  settings,
  domain,
  service,
  db,
  logger,
}: {
  settings: Settings;
  /** The replies' domain: the name the listener greets with. */
  domain: string;
  service: AnswerSink<Target>;
  /** Where the per-sender count is kept. */
  db: Db;
  logger: Logger;
}) {
  const limiter = senderCount(db, settings.perSenderPerHour);
  /** The items each open SMTP transaction is addressed to, by session id. */
  const targets = new Map<string, Target[]>();

  const server = new SMTPServer({
    name: domain,
    banner: 'answers to replies',
    logger: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: settings.maxBytes,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onConnect(session, callback) {
      targets.delete(session.id);
      callback();
    },
    onMailFrom(address, session, callback) {
      targets.set(session.id, []);
      limiter.allows(address.address.toLowerCase()).then(
        (allowed) =>
          allowed
            ? callback()
            : callback(smtpError(450, '4.7.1 Too many messages from this sender; try later')),
        (error: unknown) => {
          logger.error('inbound sender count unreadable', { error });
          callback(smtpError(451, '4.3.0 Temporary failure; try again later'));
        },
      );
    },
    onRcptTo(address, session, callback) {
      service.target(address.address).then(
        (target) => {
          if (!target) return callback(smtpError(550, '5.1.1 No such recipient here'));
          const list = targets.get(session.id) ?? [];
          if (!list.some((t) => t.kind === target.kind && t.itemId === target.itemId))
            list.push(target);
          targets.set(session.id, list);
          callback();
        },
        (error: unknown) => {
          logger.error('inbound recipient lookup failed', { error });
          callback(smtpError(451, '4.3.0 Temporary failure; try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded)
          return callback(smtpError(552, '5.3.4 Message too big for this recipient'));
        void deliver(Buffer.concat(chunks), session).then(
          () => callback(),
          (error: unknown) => {
            logger.error('inbound answer not stored', { error });
            callback(smtpError(451, '4.3.0 Temporary failure; try again later'));
          },
        );
      });
    },
    onClose(session) {
      targets.delete(session.id);
    },
  });

  async function deliver(raw: Buffer, session: SMTPServerSession) {
    const to = targets.get(session.id) ?? [];
    const mail = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true });
    const stored = await service.take(mail, raw, to);
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    await limiter.count(sender.toLowerCase());
    logger.info('inbound answer', { items: to.length, stored: stored.length });
  }

  server.on('error', (error) => logger.error('inbound listener error', { error }));

  return {
    /** Starts listening; answers the port (the one chosen when INBOUND_SMTP_PORT is 0). */
    start(): Promise<number> {
      return new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(settings.port, settings.host, () => {
          server.server.off('error', reject);
          resolve((server.server.address() as AddressInfo).port);
        });
      });
    },
    /** Stops taking connections; ends the open ones within a few seconds. */
    stop(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type InboundListener = ReturnType<typeof inboundListener>;

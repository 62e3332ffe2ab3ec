/**
 * A real SMTP server on loopback for the tests (the `smtp-server` package), keeping every message
 * it accepts parsed by `mailparser`. It can refuse the next deliveries with a temporary error
 * (451), as a busy server does, hold the next ones unanswered (a sender that dies meanwhile
 * never hears them accepted), and can require a user name and password.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Each message's bytes as they arrived (a signature is checked on these), in the same order. */
  raw: Buffer[];
  /** Refuse the next `n` messages with 451 (try again later). */
  refuseNext(n: number): void;
  /** Read the next `n` messages but never answer them (held until the connection drops). */
  holdNext(n: number): void;
  /** How many messages have been held so far. */
  readonly held: number;
  close(): Promise<void>;
}

export async function startSmtp(auth?: { user: string; pass: string }): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const raw: Buffer[] = [];
  let refuse = 0;
  let hold = 0;
  let held = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass)
        callback(null, { user: auth.user });
      else callback(new Error('Invalid user name or password'));
    },
    onData(stream, _session, callback) {
      if (hold > 0) {
        hold -= 1;
        stream.resume();
        stream.on('end', () => (held += 1)); // and no answer, ever
        return;
      }
      if (refuse > 0) {
        refuse -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        simpleParser(bytes).then(
          (parsed) => {
            messages.push(parsed);
            raw.push(bytes);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    raw,
    refuseNext(n) {
      refuse = n;
    },
    holdNext(n) {
      hold = n;
    },
    get held() {
      return held;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

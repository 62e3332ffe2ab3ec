/**
 * A real SMTP server on loopback for the tests (the `smtp-server` package), keeping every message
 * it accepts parsed by `mailparser`. It can refuse the next deliveries with a temporary error
 * (451), as a busy server does, and can require a user name and password.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Refuse the next `n` messages with 451 (try again later). */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtp(auth?: { user: string; pass: string }): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let refuse = 0;
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
      if (refuse > 0) {
        refuse -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
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
    refuseNext(n) {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

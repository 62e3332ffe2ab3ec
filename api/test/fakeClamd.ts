/**
 * A ClamAV daemon of the tests' own on loopback (virus definitions cannot be downloaded here): it
 * speaks clamd's INSTREAM and reports the EICAR test string, or hangs, hangs up or errs on demand.
 */
import net from 'node:net';

/** The antivirus industry's harmless test file, which every scanner reports. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

type Mode = 'answer' | 'hang' | 'close' | 'error';

/**
 * A clamd of the test's own: reads `zINSTREAM\0`, then length-prefixed chunks up to the empty one,
 * and answers FOUND when the file holds the EICAR string, else OK; or hangs, hangs up, or errs.
 */
export function fakeClamd() {
  const state = { mode: 'answer' as Mode, scanned: [] as Buffer[] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (state.mode === 'close') return void socket.destroy();
    let input = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      input = Buffer.concat([input, data]);
      const command = 'zINSTREAM\0';
      if (input.length < command.length) return;
      if (input.subarray(0, command.length).toString() !== command) return void socket.destroy();
      const chunks: Buffer[] = [];
      let at = command.length;
      for (;;) {
        if (at + 4 > input.length) return;
        const length = input.readUInt32BE(at);
        if (length === 0) break;
        if (at + 4 + length > input.length) return;
        chunks.push(input.subarray(at + 4, at + 4 + length));
        at += 4 + length;
      }
      const file = Buffer.concat(chunks);
      state.scanned.push(file);
      if (state.mode === 'hang') return;
      if (state.mode === 'error') return void socket.end('INSTREAM size limit exceeded. ERROR\0');
      socket.end(file.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
    });
  });
  return {
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

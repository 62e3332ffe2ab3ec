/**
 * The ceiling of this machine: a bare node:http server answering every request with the same bytes
 * (and content type) the real server answered. Run as its own process by bench/run.ts:
 *   node bench/bare.mjs <body-file> <content-type> <status> [content-encoding]
 * Plain JavaScript, so its start-up is a bare Node process's, the baseline of the server's own.
 * It reads (and discards) request bodies, answers, and prints `{"port":N}` once listening.
 */
import fs from 'node:fs';
import http from 'node:http';

const [file, contentType = 'application/json; charset=utf-8', status = '200', encoding] =
  process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: bare.mjs <body-file> [content-type] [status]\n');
  process.exit(2);
}
const body = fs.readFileSync(file);
const code = Number(status);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };
if (encoding) headers['content-encoding'] = encoding;

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(code, headers);
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

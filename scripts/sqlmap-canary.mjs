/**
 * The sqlmap battery's self-check (scripts/sqlmap.sh): a deliberately injectable endpoint, so the
 * battery proves that sqlmap and its log check do find a real injection with the same options
 * before it trusts a clean result on the API. Never part of the product.
 *
 * GET /item?id=N and POST /item {"id": N} build their SQL by concatenation against a temporary
 * in-memory SQLite database. Listens on 127.0.0.1 on the port given as the first argument (or a
 * free one) and prints the port.
 */
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database(':memory:');
await new Promise((resolve, reject) =>
  db.exec(
    "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO items (name) VALUES ('alpha'), ('beta'), ('gamma');",
    (error) => (error ? reject(error) : resolve()),
  ),
);

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let id = url.searchParams.get('id') ?? '';
    if (req.method === 'POST') {
      try {
        id = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).id);
      } catch {
        id = '';
      }
    }
    // The defect on purpose: the value is part of the SQL text.
    db.all(`SELECT id, name FROM items WHERE id = ${id}`, (error, rows) => {
      res.setHeader('content-type', 'application/json');
      if (error) {
        res.statusCode = 500;
        res.end(JSON.stringify({ code: 'internal_error' }));
        return;
      }
      res.end(JSON.stringify({ items: rows }));
    });
  });
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
const stop = () => server.close(() => db.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

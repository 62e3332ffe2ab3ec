/**
 * Battery 8 (injection), static half: every raw SQL fragment the API hands to Knex is a constant
 * string, with values passed as bindings. The API's sources are parsed with the TypeScript compiler
 * and each call of `.raw(`, `whereRaw(`, `joinRaw(`, `orderByRaw(`, `havingRaw(` (and their
 * or/and variants) must have a string literal, or a template literal without `${}`, as its SQL.
 * A template with substitutions, a concatenation, a variable or a function call there is refused:
 * nothing can check that such SQL never carries a request's value. (scripts/sqlmap.sh is the
 * dynamic half, against the running server.)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..', 'src');

const RAW_METHODS = new Set([
  'raw',
  'whereRaw',
  'orWhereRaw',
  'andWhereRaw',
  'havingRaw',
  'orHavingRaw',
  'andHavingRaw',
  'joinRaw',
  'onRaw',
  'orderByRaw',
  'groupByRaw',
  'fromRaw',
]);

interface RawCall {
  file: string;
  line: number;
  method: string;
  /** Why the SQL argument is refused, or null when it is a constant string. */
  problem: string | null;
  text: string;
}

function problemOf(sql: ts.Expression | undefined): string | null {
  if (!sql) return 'no SQL argument';
  if (ts.isStringLiteral(sql) || ts.isNoSubstitutionTemplateLiteral(sql)) return null;
  if (ts.isTemplateExpression(sql)) return 'template literal with ${} substitutions';
  if (ts.isBinaryExpression(sql) && sql.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return 'string concatenation';
  }
  return `not a constant string (${ts.SyntaxKind[sql.kind]})`;
}

/** Every raw-SQL call in one source text. */
function rawSqlCalls(fileName: string, text: string): RawCall[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const calls: RawCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isElementAccessExpression(callee) && ts.isStringLiteral(callee.argumentExpression)
          ? callee.argumentExpression.text
          : undefined;
      if (name && RAW_METHODS.has(name)) {
        calls.push({
          file: fileName,
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          method: name,
          problem: problemOf(node.arguments[0]),
          text: node.getText().slice(0, 160),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|cts|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

describe('raw SQL in the API', () => {
  it('the scanner refuses interpolated, concatenated and computed SQL', () => {
    const sample = [
      "db.raw('SELECT 1 WHERE a = ?', [a]);",
      'db.raw(`SELECT 1\n FROM t`);',
      'db.raw(`SELECT * FROM t WHERE id = ${id}`);',
      "q.whereRaw('name = ' + name);",
      'q.orderByRaw(column);',
      'q.joinRaw(build(x));',
      "knex['raw'](`x ${y}`);",
      "q.havingRaw('count(*) > ?', [n]);",
    ].join('\n');
    const calls = rawSqlCalls('sample.ts', sample);
    expect(calls.map((c) => [c.line, c.method, c.problem !== null])).toEqual([
      [1, 'raw', false],
      [2, 'raw', false],
      [4, 'raw', true],
      [5, 'whereRaw', true],
      [6, 'orderByRaw', true],
      [7, 'joinRaw', true],
      [8, 'raw', true],
      [9, 'havingRaw', false],
    ]);
  });

  it('api/src passes every value as a binding, never inside the SQL text', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const calls = files.flatMap((file) =>
      rawSqlCalls(path.relative(SRC, file), fs.readFileSync(file, 'utf8')),
    );
    // The scan finds the raw SQL that exists (the rate-limit counter's upsert, at least).
    expect(calls.length).toBeGreaterThan(0);
    const refused = calls
      .filter((c) => c.problem !== null)
      .map((c) => `${c.file}:${c.line} ${c.method}: ${c.problem}\n    ${c.text}`);
    expect(refused, refused.join('\n')).toEqual([]);
  });
});

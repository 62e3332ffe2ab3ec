#!/usr/bin/env node
// Size of the project's own source code: the largest files and the largest
// functions, and how many of each pass a threshold.
//
// Why: a long file or a long function is where a change is hard to review and
// where logic hides that another place already has. The renovation set out to
// shrink both; this gives the same figures for any checkout (an old commit in
// a worktree, or HEAD) so that before and after are measured one way.
//
// What counts: .ts .tsx .js .jsx .mjs .cjs files (not .d.ts) under api/src,
// shared/src, public-web/src and desktop-admin/src. Tests are left out
// (*.test.* and *.spec.* files, any test/ or __tests__/ folder, and test kits:
// any other file that imports vitest or @testing-library), and so are
// the message catalogs under shared/src/i18n/en/ and shared/src/i18n/ar/,
// which are data written as code.
//
// Lines are physical lines, blank lines and comments included. A function is a
// function declaration, a method (constructors and accessors too), an arrow
// function or a function expression, React components among them; its lines
// run from its first token to its closing brace, so a function's count
// includes the functions nested in it, and those are counted on their own too.
//
// Use: node scripts/code-metrics.mjs [ROOT] [--json FILE] [--md FILE]
//   ROOT defaults to the current folder. Prints Markdown; --json/--md write
//   the JSON report and the Markdown to files as well.
//
// Parsing uses the `typescript` package the repository already installs.

import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const jsonOut = flag('--json');
const mdOut = flag('--md');
const root = resolve(args[0] ?? '.');

const ts = createRequire(import.meta.url)('typescript');

const SOURCE_DIRS = ['api/src', 'shared/src', 'public-web/src', 'desktop-admin/src'];
const EXCLUDED_DIRS = ['shared/src/i18n/en', 'shared/src/i18n/ar'];
const FILE_LIMIT = 450;
const FUNCTION_LIMIT = 100;
const TOP = 10;

const isSource = (name) =>
  /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(name) &&
  !name.endsWith('.d.ts') &&
  !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split('\\').join('/');
    if (entry.isDirectory()) {
      if (['test', 'tests', '__tests__', 'node_modules'].includes(entry.name)) continue;
      if (EXCLUDED_DIRS.includes(rel)) continue;
      yield* walk(path);
    } else if (entry.isFile() && isSource(entry.name)) {
      yield rel;
    }
  }
}

// Identifiers and literal names have a text; computed names are shown as written.
const nameText = (name) => (name && 'text' in name ? name.text : name?.getText());

// A readable name for a function: its own, or that of what holds it
// (`const Foo = () => …`, `{ foo: () => … }`, `class C { foo() {} }`), else the
// call it is handed to (`router.get(…) callback`).
function functionName(node) {
  const own = node.name && nameText(node.name);
  const parent = node.parent;
  const cls =
    parent && (ts.isClassDeclaration(parent) || ts.isClassExpression(parent)) && parent.name
      ? `${parent.name.text}.`
      : '';
  if (ts.isConstructorDeclaration(node)) return `${cls}constructor`;
  if (own)
    return ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)
      ? `${cls}${own}`
      : own;
  let holder = parent;
  while (holder && (ts.isParenthesizedExpression(holder) || ts.isAsExpression(holder)))
    holder = holder.parent;
  if (
    holder &&
    (ts.isVariableDeclaration(holder) ||
      ts.isPropertyAssignment(holder) ||
      ts.isPropertyDeclaration(holder)) &&
    holder.name
  )
    return nameText(holder.name);
  if (holder && ts.isExportAssignment(holder)) return 'export default';
  if (holder && ts.isCallExpression(holder)) {
    const callee = holder.expression.getText().replace(/\s+/g, '');
    // memo(() => …) or useCallback(() => …) held by a const: name it after the const
    let up = holder.parent;
    while (
      up &&
      (ts.isCallExpression(up) || ts.isParenthesizedExpression(up) || ts.isAsExpression(up))
    )
      up = up.parent;
    const held =
      up && (ts.isVariableDeclaration(up) || ts.isPropertyAssignment(up)) && up.name
        ? `${nameText(up.name)}: `
        : '';
    return `${held}${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}(…) callback`;
  }
  if (holder && ts.isJsxExpression(holder)) return '(JSX callback)';
  return '(anonymous)';
}

const TEST_IMPORT = /\bfrom\s+['"](vitest|@testing-library\/[\w-]+)['"]/;
const testKits = [];
const files = [];
const functions = [];
for (const dir of SOURCE_DIRS) {
  const abs = join(root, dir);
  if (!statSync(abs, { throwIfNoEntry: false })?.isDirectory()) continue;
  for (const file of walk(abs)) {
    const text = readFileSync(join(root, file), 'utf8');
    if (TEST_IMPORT.test(text)) {
      testKits.push(file);
      continue;
    }
    const lines = text.length === 0 ? 0 : text.replace(/\r?\n$/, '').split(/\r?\n/).length;
    files.push({ file, lines });
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      // Declarations, methods, constructors, accessors, arrows and expressions (not signatures).
      if (ts.isFunctionLike(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ file, line: start + 1, name: functionName(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const byLines = (a, b) => b.lines - a.lines || a.file.localeCompare(b.file);
files.sort(byLines);
functions.sort(byLines);

const report = {
  root,
  measured: SOURCE_DIRS,
  excluded: ['*.test.*', '*.spec.*', 'test/', '__tests__/', '*.d.ts', ...EXCLUDED_DIRS],
  testKitsLeftOut: testKits,
  files: files.length,
  totalLines: files.reduce((sum, f) => sum + f.lines, 0),
  filesOverLimit: { limit: FILE_LIMIT, count: files.filter((f) => f.lines > FILE_LIMIT).length },
  largestFiles: files.slice(0, TOP),
  functions: functions.length,
  functionsOverLimit: {
    limit: FUNCTION_LIMIT,
    count: functions.filter((f) => f.lines > FUNCTION_LIMIT).length,
  },
  largestFunctions: functions.slice(0, TOP),
};

const md = [
  `Source files: ${report.files} (${report.totalLines} lines); over ${FILE_LIMIT} lines: ${report.filesOverLimit.count}`,
  `Functions: ${report.functions}; over ${FUNCTION_LIMIT} lines: ${report.functionsOverLimit.count}`,
  '',
  '| # | File | Lines |',
  '|---:|---|---:|',
  ...report.largestFiles.map((f, i) => `| ${i + 1} | ${f.file} | ${f.lines} |`),
  '',
  '| # | Function | Where | Lines |',
  '|---:|---|---|---:|',
  ...report.largestFunctions.map(
    (f, i) =>
      `| ${i + 1} | \`${f.name.replace(/\|/g, '\\|')}\` | ${f.file}:${f.line} | ${f.lines} |`,
  ),
  '',
].join('\n');

if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
if (mdOut) writeFileSync(mdOut, md);
process.stdout.write(
  jsonOut ? md : `${md}\n\`\`\`json\n${JSON.stringify(report, null, 2)}\n\`\`\`\n`,
);

/**
 * The OpenAPI document as a page a developer reads: every operation by group, who may call it,
 * its parameters, body and answers (their JSON Schemas folded away until opened). Rendered on
 * the server from the same document, with no script, so it works under the site's CSP and in any
 * browser; the document itself stays the machine-readable source.
 */
type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Inline code in the document's descriptions (`code`), after escaping. */
const prose = (text: unknown) =>
  escape(String(text ?? '')).replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`);

const schemaBlock = (label: string, schema: unknown) =>
  schema === undefined
    ? ''
    : `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  return 'value';
}

function operationHtml(path: string, method: string, op: Json): string {
  const parameters = (op.parameters as Json[]) ?? [];
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {});
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td>` +
        `<td>${p.required ? 'yes' : 'no'}</td><td>${escape(typeOf(p.schema as Json))}</td></tr>`,
    )
    .join('');
  const answers = responses
    .map(([status, answer]) => {
      const content = answer.content as Record<string, Json> | undefined;
      const [type, media] = content ? Object.entries(content)[0]! : [undefined, undefined];
      return (
        `<li><strong>${escape(status)}</strong> ${prose(answer.description)}` +
        (type ? ` <code>${escape(type)}</code>` : '') +
        schemaBlock('schema', media?.schema) +
        '</li>'
      );
    })
    .join('');
  const id = escape(String(op.operationId));
  return (
    `<section id="${id}"><h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> ` +
    `<code>${escape(path)}</code></h3><p>${prose(op.description)}</p>` +
    (rows
      ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table>`
      : '') +
    (body ? schemaBlock('Request body (application/json)', body['application/json']?.schema) : '') +
    `<ul class="answers">${answers}</ul></section>`
  );
}

// The dark scheme's rules come last: they must win over the light ones of the same weight.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.25rem 4rem;color:#1a1a1a;background:#fff}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #8884;padding-bottom:.25rem}
h3{font-size:1rem;margin:1.5rem 0 .25rem}pre{overflow:auto;padding:.75rem;background:#f4f4f4;font-size:12px}
code{background:#f4f4f4;padding:0 .2em;border-radius:3px}table{border-collapse:collapse;margin:.5rem 0}
td,th{border:1px solid #8884;padding:.2rem .5rem;text-align:start}.method{display:inline-block;min-width:4.5em}
.answers{padding-inline-start:1.25rem}nav ul{columns:2}
@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#111}a{color:#8ab4f8}pre,code{background:#222;color:inherit}}`;

/** The page: a table of contents by group, then each operation. */
export function referenceHtml(document: Json): string {
  const info = document.info as Json;
  const groups = new Map<string, string[]>();
  const links = new Map<string, string[]>();
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, Json>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String((op.tags as string[])[0]);
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(path, method, op)]);
      links.set(tag, [
        ...(links.get(tag) ?? []),
        `<a href="#${escape(String(op.operationId))}">${escape(method.toUpperCase())} ${escape(path)}</a>`,
      ]);
    }
  }
  const tags = [...groups.keys()].sort();
  const toc = tags
    .map(
      (tag) => `<li><a href="#group-${escape(tag.replace(/\W+/g, '-'))}">${escape(tag)}</a></li>`,
    )
    .join('');
  const body = tags
    .map(
      (tag) =>
        `<h2 id="group-${escape(tag.replace(/\W+/g, '-'))}">${escape(tag)}</h2>` +
        `<p>${links.get(tag)!.join(' · ')}</p>${groups.get(tag)!.join('')}`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(String(info.title))} reference</title>` +
    `<style>${STYLE}</style></head><body><h1>${escape(String(info.title))} ${escape(String(info.version))}</h1>` +
    `<p>${prose(info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>` +
    `<nav><ul>${toc}</ul></nav>${body}</body></html>`
  );
}

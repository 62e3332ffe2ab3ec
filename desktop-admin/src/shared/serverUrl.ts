/**
 * The server address as the console keeps it: an http(s) origin without credentials, path, query
 * or fragment ("http://127.0.0.1:3000", "https://admin.example.sa"). Pure: used by the main
 * process (the store, the relay) and the renderer (the address form).
 */
export function normalizeServerUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  if (url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}

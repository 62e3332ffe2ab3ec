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

/** Whether a host name is this computer's own (localhost, 127.0.0.0/8, ::1). */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Whether a server address would carry the session in the clear: plain http to any
 * other computer than this one. Such a server is refused; https is required except on loopback.
 */
export function isInsecureServer(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'http:' && !isLoopback(url.hostname);
}

/** The admin module's public surface, for its hosts (the web /admin page and the desktop console). */
export { AdminApp } from './AdminApp';
export type { AdminHost, OpenRequest, OpenRequests } from './host';
export type { HostDrafts } from './host';

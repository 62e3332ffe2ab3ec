import { useState } from 'react';
import { AdminApp } from './AdminApp';
import { createWebHost } from './host';

/** /admin on the web: the admin module with the browser's host adapter (its own chunk). */
export default function AdminPage() {
  const [host] = useState(createWebHost);
  return <AdminApp host={host} />;
}

/** The admin console (issue 4) mounts here, in its own chunk. */
export default function AdminPage() {
  return <div />;
}

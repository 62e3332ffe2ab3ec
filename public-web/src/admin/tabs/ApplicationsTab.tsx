/** Being built. */
export function ApplicationsTab() {
  return <div />;
}

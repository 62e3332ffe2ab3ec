/** Being built. */
export function NewsTab() {
  return <div />;
}

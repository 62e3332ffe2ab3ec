/** Being built. */
export function ListingsTab() {
  return <div />;
}

/** Being built. */
export function ContactTab() {
  return <div />;
}

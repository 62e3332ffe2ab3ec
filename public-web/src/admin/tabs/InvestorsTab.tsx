/** Being built. */
export function InvestorsTab() {
  return <div />;
}

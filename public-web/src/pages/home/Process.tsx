/** The process section of the home page (being built). */
export function Process() {
  return <section id="process" />;
}

/** The ventures section of the home page (being built). */
export function Ventures() {
  return <section id="ventures" />;
}

/** The partners section of the home page (being built). */
export function Partners() {
  return <section id="partners" />;
}

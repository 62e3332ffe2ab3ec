/** The team section of the home page (being built). */
export function Team() {
  return <section id="team" />;
}

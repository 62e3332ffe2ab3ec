/** The about section of the home page (being built). */
export function About() {
  return <section id="about" />;
}

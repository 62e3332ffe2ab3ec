/** The contact section of the home page (being built). */
export function ContactSection() {
  return <section id="contact" />;
}

/** The hero section of the home page (being built). */
export function Hero() {
  return <section id="hero" />;
}

/** The news section of the home page (being built). */
export function LatestNews() {
  return <section id="news" />;
}

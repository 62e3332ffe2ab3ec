/** The article page (being built). */
export default function ArticlePage() {
  return <div />;
}

/** The news list page (being built). */
export default function NewsListPage() {
  return <div />;
}

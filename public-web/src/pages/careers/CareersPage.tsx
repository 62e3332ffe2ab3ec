/** The careers page (being built). */
export default function CareersPage() {
  return <div />;
}

/** The invest pages (being built). */
export default function InvestPage({ variant }: { variant: 'invest' | 'investor' }) {
  return <div data-variant={variant} />;
}

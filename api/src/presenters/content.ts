/** The site's content: rows → the shapes of shared/src/schemas/content.ts. */
import type { ContentImage, Partner, SiteContent, TeamMember, Venture } from '@vb/shared/schemas';
import { toNumber } from '../db/values';
import type {
  ContentImageRow,
  ContentList,
  ContentRows,
  PartnerRow,
  TeamMemberRow,
  VentureRow,
} from '../repos/content';

/** The pictures by id, for the items to find theirs. */
export type ImagesById = ReadonlyMap<string, ContentImageRow>;

/** A picture as the site shows it; without alt text stored, the item's name describes it. */
export function presentImage(
  images: ImagesById,
  id: string | null,
  fallbackAlt: { ar: string; en: string },
): ContentImage | null {
  const row = id === null ? undefined : images.get(id);
  if (!row) return null;
  return {
    id: row.id,
    width: toNumber(row.width),
    height: toNumber(row.height),
    alt: { ar: row.alt_ar || fallbackAlt.ar, en: row.alt_en || fallbackAlt.en },
  };
}

export function presentTeamMember(row: TeamMemberRow, images: ImagesById): TeamMember {
  const name = { ar: row.name_ar, en: row.name_en };
  return {
    id: row.id,
    group: row.team_group,
    name,
    role: { ar: row.role_ar, en: row.role_en },
    bio: { ar: row.bio_ar, en: row.bio_en },
    photo: presentImage(images, row.photo_id, name),
    linkedin: row.linkedin,
  };
}

export function presentVenture(row: VentureRow, images: ImagesById): Venture {
  const name = { ar: row.name_ar, en: row.name_en };
  return {
    id: row.id,
    name,
    description: { ar: row.description_ar, en: row.description_en },
    logo: presentImage(images, row.logo_id, name),
    url: row.url,
  };
}

export function presentPartner(row: PartnerRow, images: ImagesById): Partner {
  const name = { ar: row.name_ar, en: row.name_en };
  return {
    id: row.id,
    name,
    logo: presentImage(images, row.logo_id, name),
    logoDark: presentImage(images, row.logo_dark_id, name),
    url: row.url,
  };
}

/** An item of any list, as the admin's form gets it back after a save. */
export function presentContentItem<L extends ContentList>(
  list: L,
  { row, images }: { row: ContentRows[L]; images: ImagesById },
): TeamMember | Venture | Partner {
  if (list === 'team') return presentTeamMember(row as TeamMemberRow, images);
  if (list === 'ventures') return presentVenture(row as VentureRow, images);
  return presentPartner(row as PartnerRow, images);
}

/** Everything, each list in its order (GET /api/content and GET /api/admin/content). */
export function presentSiteContent(
  rows: { team: TeamMemberRow[]; ventures: VentureRow[]; partners: PartnerRow[] },
  images: ImagesById,
): SiteContent {
  const team: SiteContent['team'] = { leadership: [], islamic: [], advisory: [] };
  for (const row of rows.team) team[row.team_group]?.push(presentTeamMember(row, images));
  return {
    team,
    ventures: rows.ventures.map((row) => presentVenture(row, images)),
    partners: rows.partners.map((row) => presentPartner(row, images)),
  };
}

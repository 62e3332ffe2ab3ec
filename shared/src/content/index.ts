/**
 * The site's static content (team, ventures, partner) and the small helpers that read it.
 * The data itself lives in team.ts, ventures.ts and partner.ts; edit it there.
 */
import type { Language } from '../options';
import type { TeamGroup, TeamMember } from '../schemas/content';

export { TEAM } from './team';
export { VENTURES } from './ventures';
export { PARTNER } from './partner';

/** SPEC section 4: Next goes leadership → advisory → islamic → leadership. */
const NEXT_GROUP: Record<TeamGroup, TeamGroup> = {
  leadership: 'advisory',
  advisory: 'islamic',
  islamic: 'leadership',
};

/** SPEC section 4: Previous goes leadership → islamic → advisory → leadership. */
const PREVIOUS_GROUP: Record<TeamGroup, TeamGroup> = {
  leadership: 'islamic',
  islamic: 'advisory',
  advisory: 'leadership',
};

/** The group shown after pressing the next arrow. */
export function nextTeamGroup(group: TeamGroup): TeamGroup {
  return NEXT_GROUP[group];
}

/** The group shown after pressing the previous arrow. */
export function previousTeamGroup(group: TeamGroup): TeamGroup {
  return PREVIOUS_GROUP[group];
}

/** The name shown on a card: the English name in English, otherwise the Arabic name. */
export function teamMemberName(
  member: Pick<TeamMember, 'name' | 'nameEn'>,
  language: Language,
): string {
  return language === 'en' ? member.nameEn : member.name;
}

import { describe, it, expect } from 'vitest';
import { TEAM_COUNTS, VENTURE_COUNT } from '../constants';
import {
  TEAM_GROUPS,
  partnerSchema,
  teamMemberSchema,
  ventureSchema,
  type TeamGroup,
} from '../schemas/content';
import { SITE, linkedinProfileUrl, xProfileUrl } from '../site-config';
import { PARTNER, TEAM, VENTURES, nextTeamGroup, previousTeamGroup, teamMemberName } from './index';

const ARABIC = /[\u0600-\u06FF]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const allMembers = TEAM_GROUPS.flatMap((g) => TEAM[g]);

function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

describe('team', () => {
  it('has exactly the three groups', () => {
    expect(Object.keys(TEAM).sort()).toEqual([...TEAM_GROUPS].sort());
  });

  it('every member parses with teamMemberSchema', () => {
    for (const m of allMembers) expect(teamMemberSchema.safeParse(m).success, m.id).toBe(true);
  });

  it('group sizes equal TEAM_COUNTS', () => {
    for (const g of TEAM_GROUPS) expect(TEAM[g]).toHaveLength(TEAM_COUNTS[g]);
  });

  it('leadership members all have both handles, islamic members none', () => {
    for (const m of TEAM.leadership) {
      expect(m.twitter, m.id).toBeTruthy();
      expect(m.linkedin, m.id).toBeTruthy();
      expect(m.twitter).not.toMatch(/^@|\s/);
      expect(m.linkedin).not.toMatch(/^@|\s/);
    }
    for (const m of TEAM.islamic) {
      expect(m.twitter, m.id).toBeUndefined();
      expect(m.linkedin, m.id).toBeUndefined();
    }
  });

  it('leadership is CEO and founder, CFO, CTO, COO in order', () => {
    const titles = TEAM.leadership.map((m) => m.title);
    expect(titles[0]).toMatch(/CEO/);
    expect(titles[0]).toMatch(/Founder/);
    expect(titles[1]).toMatch(/Chief Financial Officer|CFO/);
    expect(titles[2]).toMatch(/Chief Technology Officer|CTO/);
    expect(titles[3]).toMatch(/Chief Operating Officer|COO/);
  });

  it('islamic committee is chairman, Sharia advisor, Islamic finance expert', () => {
    const titles = TEAM.islamic.map((m) => m.title);
    expect(titles[0]).toMatch(/Chairman of the Sharia Committee/);
    expect(titles[1]).toMatch(/Sharia Advisor/);
    expect(titles[2]).toMatch(/Islamic Finance/);
  });

  it('ids are unique and photos follow /images/team/<id>.svg', () => {
    const ids = allMembers.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of allMembers) expect(m.photo).toBe(`/images/team/${m.id}.svg`);
  });

  it('Arabic fields contain Arabic letters and English fields do not', () => {
    for (const m of allMembers) {
      for (const v of [m.name, m.titleAr, m.bioAr]) expect(v, m.id).toMatch(ARABIC);
      for (const v of [m.nameEn, m.title, m.bio]) expect(v, m.id).not.toMatch(ARABIC);
    }
  });

  it("the CEO's bio mentions 5 billion in English and Arabic", () => {
    const ceo = TEAM.leadership[0]!;
    expect(ceo.bio).toMatch(/5 billion Saudi Riyals/);
    expect(ceo.bioAr).toMatch(/5 مليار/);
    expect(ceo.bioAr).toMatch(/ريال/);
  });

  it('teamMemberName shows nameEn in English and the Arabic name otherwise', () => {
    const m = TEAM.leadership[0]!;
    expect(teamMemberName(m, 'en')).toBe(m.nameEn);
    expect(teamMemberName(m, 'ar')).toBe(m.name);
  });
});

describe('team group navigation (SPEC section 4)', () => {
  it('next goes leadership → advisory → islamic → leadership', () => {
    expect(nextTeamGroup('leadership')).toBe('advisory');
    expect(nextTeamGroup('advisory')).toBe('islamic');
    expect(nextTeamGroup('islamic')).toBe('leadership');
  });

  it('previous goes leadership → islamic → advisory → leadership', () => {
    expect(previousTeamGroup('leadership')).toBe('islamic');
    expect(previousTeamGroup('islamic')).toBe('advisory');
    expect(previousTeamGroup('advisory')).toBe('leadership');
  });

  it('next and previous are inverse of each other and cycle in 3 steps', () => {
    for (const g of TEAM_GROUPS) {
      expect(previousTeamGroup(nextTeamGroup(g))).toBe(g);
      expect(nextTeamGroup(previousTeamGroup(g))).toBe(g);
      let n: TeamGroup = g;
      const seen = new Set<TeamGroup>();
      for (let i = 0; i < 3; i++) {
        seen.add(n);
        n = nextTeamGroup(n);
      }
      expect(n).toBe(g);
      expect(seen.size).toBe(3);
    }
  });
});

describe('ventures', () => {
  it('parse with ventureSchema and number VENTURE_COUNT', () => {
    expect(VENTURES).toHaveLength(VENTURE_COUNT);
    for (const v of VENTURES) expect(ventureSchema.safeParse(v).success, v.id).toBe(true);
  });

  it('have unique ids, https urls, logos and the localized visit text', () => {
    const ids = VENTURES.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const v of VENTURES) {
      expect(isHttpsUrl(v.url), v.url).toBe(true);
      expect(v.logo).toBe(`/images/ventures/${v.id}.svg`);
      expect(v.visitText).toEqual({ en: 'Visit Website', ar: 'زيارة الموقع' });
      for (const t of [v.name.ar, v.description.ar, v.visitText.ar]) expect(t).toMatch(ARABIC);
      for (const t of [v.name.en, v.description.en, v.visitText.en]) expect(t).not.toMatch(ARABIC);
    }
  });
});

describe('partner', () => {
  it('parses with partnerSchema and is well-formed', () => {
    expect(partnerSchema.safeParse(PARTNER).success).toBe(true);
    expect(isHttpsUrl(PARTNER.url)).toBe(true);
    expect(PARTNER.name.ar).toMatch(ARABIC);
    expect(PARTNER.name.en).not.toMatch(ARABIC);
    expect(VENTURES.map((v) => v.id)).not.toContain(PARTNER.id);
  });
});

describe('SITE config', () => {
  it('has the brand, tagline and address in both languages', () => {
    for (const l of [SITE.brandName, SITE.tagline, SITE.address]) {
      expect(l.ar).toMatch(ARABIC);
      expect(l.en.trim()).not.toBe('');
      expect(l.en).not.toMatch(ARABIC);
    }
    expect(SITE.address).toEqual({
      en: 'Riyadh, Saudi Arabia',
      ar: 'الرياض، المملكة العربية السعودية',
    });
  });

  it('has a well-formed e-mail, https URLs and handles', () => {
    expect(SITE.email).toMatch(EMAIL);
    for (const u of [SITE.websiteUrl, SITE.x.url, SITE.linkedin.url])
      expect(isHttpsUrl(u), u).toBe(true);
    expect(SITE.x.handle).toMatch(/^[A-Za-z0-9_]{1,15}$/);
    expect(SITE.x.url).toBe(xProfileUrl(SITE.x.handle));
    expect(new URL(SITE.linkedin.url).hostname).toMatch(/(^|\.)linkedin\.com$/);
    if (SITE.phone !== undefined) expect(SITE.phone).toMatch(/^\+?[0-9 ()-]{6,}$/);
  });

  it('builds profile links from handles', () => {
    expect(linkedinProfileUrl('abdullah-alrashid')).toBe(
      'https://www.linkedin.com/in/abdullah-alrashid',
    );
    expect(xProfileUrl('@abdullah_alrashid')).toBe('https://x.com/abdullah_alrashid');
    for (const m of TEAM.leadership) {
      expect(isHttpsUrl(linkedinProfileUrl(m.linkedin!))).toBe(true);
      expect(isHttpsUrl(xProfileUrl(m.twitter!))).toBe(true);
    }
  });
});

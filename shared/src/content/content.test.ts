import { describe, it, expect } from 'vitest';
import { CONTENT_IMAGE } from '../constants';
import { TEAM_GROUPS, type TeamGroup } from '../schemas/content';
import { SITE, linkedinProfileUrl, xProfileUrl } from '../site-config';
import {
  contentImageSrcset,
  contentImageUrl,
  contentImageWidths,
  nextTeamGroup,
  previousTeamGroup,
  teamMemberName,
} from './index';

const ARABIC = /[\u0600-\u06FF]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

describe('team members (from the database)', () => {
  it("teamMemberName shows the name in the page's language", () => {
    const member = { name: { ar: 'نورة الحربي', en: 'Noura Al-Harbi' } };
    expect(teamMemberName(member, 'en')).toBe('Noura Al-Harbi');
    expect(teamMemberName(member, 'ar')).toBe('نورة الحربي');
  });
});

describe('content pictures', () => {
  it('are addressed by id and one of the served widths', () => {
    expect(contentImageUrl('a_b-C', 320)).toBe('/api/images/a_b-C/320');
  });

  it('are offered at each served width they cover, at least the smallest', () => {
    expect(contentImageWidths({ width: 2048 })).toEqual([...CONTENT_IMAGE.widths]);
    expect(contentImageWidths({ width: 700 })).toEqual([160, 320, 640]);
    expect(contentImageWidths({ width: 90 })).toEqual([160]);
    expect(contentImageSrcset({ id: 'x', width: 400 })).toBe(
      '/api/images/x/160 160w, /api/images/x/320 320w',
    );
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
    expect(isHttpsUrl(linkedinProfileUrl('noura-alharbi'))).toBe(true);
    expect(isHttpsUrl(xProfileUrl('noura_alharbi'))).toBe(true);
  });
});

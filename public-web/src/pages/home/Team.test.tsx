import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import type { SiteContent, TeamGroup, TeamMember } from '@vb/shared/schemas';
import { linkedinProfileUrl } from '@vb/shared/site-config';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { createQueryClient, seedReads } from '../../app/queries';
import { Team, TEAM_DOT_ORDER } from './Team';

const en = messages.en;

const person = (id: string, group: TeamGroup, en: string, ar: string, linkedin: string | null) =>
  ({
    id,
    group,
    name: { ar, en },
    role: { ar: `منصب ${ar}`, en: `Role of ${en}` },
    bio: { ar: 'نبذة', en: 'Bio' },
    photo: null,
    linkedin,
  }) satisfies TeamMember;

/** The team GET /api/content answers (from the database); the CEO has a photo. */
const TEAM: SiteContent['team'] = {
  leadership: [
    {
      ...person('ceo', 'leadership', 'Abdullah Al-Rashid', 'عبدالله الراشد', 'abdullah-alrashid'),
      photo: { id: 'photo1', width: 640, height: 800, alt: { ar: 'صورة عبدالله', en: 'Abdullah' } },
    },
    person('cfo', 'leadership', 'Faisal Al-Otaibi', 'فيصل العتيبي', 'faisal-alotaibi'),
    person('cto', 'leadership', 'Noura Al-Harbi', 'نورة الحربي', 'noura-alharbi'),
    person('coo', 'leadership', 'Khalid Al-Dosari', 'خالد الدوسري', 'khalid-aldosari'),
  ],
  islamic: [
    person('chair', 'islamic', 'Saleh Al-Mutairi', 'صالح المطيري', null),
    person('advisor', 'islamic', 'Ibrahim Al-Shehri', 'إبراهيم الشهري', null),
  ],
  advisory: [],
};

function renderTeam(language: 'ar' | 'en' = 'en', team = TEAM) {
  act(() => usePreferences.getState().setLanguage(language));
  const client = createQueryClient();
  seedReads(client, { [PUBLIC_READ_PATHS.content]: { team, ventures: [], partners: [] } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <I18nProvider>
          <Team />
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownGroup = () => screen.getByTestId('team-panel').getAttribute('data-group') as TeamGroup;
const groupTitle = () => screen.getByTestId('team-group-title').textContent;
const next = () => fireEvent.click(screen.getByTestId('team-next'));
const previous = () => fireEvent.click(screen.getByTestId('team-previous'));

describe('Team', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('starts with the leadership team and its four members', () => {
    renderTeam();
    expect(shownGroup()).toBe('leadership');
    expect(screen.getByTestId('team-group-title').textContent).toContain(
      en['team.groups.leadership'],
    );
    expect(screen.getAllByTestId('team-card')).toHaveLength(TEAM.leadership.length);
  });

  it('the arrows are labelled', () => {
    renderTeam();
    expect(screen.getByTestId('team-next').getAttribute('aria-label')).toBe(en['team.next']);
    expect(screen.getByTestId('team-previous').getAttribute('aria-label')).toBe(
      en['team.previous'],
    );
  });

  it('next cycles leadership → advisory → islamic → leadership', () => {
    renderTeam();
    const seen: TeamGroup[] = [shownGroup()];
    for (let i = 0; i < 3; i++) {
      next();
      seen.push(shownGroup());
      expect(groupTitle()).toBe(en[`team.groups.${shownGroup()}`]);
    }
    expect(seen).toEqual(['leadership', 'advisory', 'islamic', 'leadership']);
  });

  it('previous cycles leadership → islamic → advisory → leadership', () => {
    renderTeam();
    const seen: TeamGroup[] = [shownGroup()];
    for (let i = 0; i < 3; i++) {
      previous();
      seen.push(shownGroup());
      expect(groupTitle()).toBe(en[`team.groups.${shownGroup()}`]);
    }
    expect(seen).toEqual(['leadership', 'islamic', 'advisory', 'leadership']);
  });

  it('the dots follow the next order, show the current group and jump to theirs', () => {
    renderTeam();
    expect(TEAM_DOT_ORDER).toEqual(['leadership', 'advisory', 'islamic']);
    const dots = within(screen.getByRole('group', { name: en['team.groupNavigation'] }))
      .getAllByRole('button')
      .map((dot) => dot.getAttribute('aria-label'));
    expect(dots).toEqual(
      TEAM_DOT_ORDER.map((g) => en['team.goToGroup'].replace('{group}', en[`team.groups.${g}`])),
    );
    for (const group of ['islamic', 'advisory', 'leadership'] as const) {
      fireEvent.click(screen.getByTestId(`team-dot-${group}`));
      expect(shownGroup()).toBe(group);
      expect(groupTitle()).toBe(en[`team.groups.${group}`]);
      for (const g of TEAM_DOT_ORDER) {
        expect(screen.getByTestId(`team-dot-${g}`).getAttribute('aria-current')).toBe(
          g === group ? 'true' : null,
        );
      }
    }
    // After a dot, the arrows carry on from the chosen group.
    fireEvent.click(screen.getByTestId('team-dot-islamic'));
    next();
    expect(groupTitle()).toBe(en['team.groups.leadership']);
    previous();
    expect(groupTitle()).toBe(en['team.groups.islamic']);
  });

  it('the advisory board shows Coming Soon', () => {
    renderTeam();
    next();
    expect(shownGroup()).toBe('advisory');
    expect(screen.queryAllByTestId('team-card')).toHaveLength(0);
    expect(screen.getByTestId('team-coming-soon').textContent).toContain(
      `${en['team.comingSoonTitle']}${en['team.comingSoonText']}`,
    );
  });

  it('clicking a card selects that member, clicking again clears it, one at a time', () => {
    renderTeam();
    const [first, second] = TEAM.leadership;
    const a = screen.getByTestId(`team-member-${first!.id}`);
    const b = screen.getByTestId(`team-member-${second!.id}`);
    expect(a.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(a);
    expect(a.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(b);
    expect(a.getAttribute('aria-pressed')).toBe('false');
    expect(b.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(b);
    expect(b.getAttribute('aria-pressed')).toBe('false');
  });

  it('leadership cards link to LinkedIn in a new tab; the committee has no links', () => {
    renderTeam();
    const links = screen.getAllByTestId('team-linkedin');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      TEAM.leadership.map((m) => linkedinProfileUrl(m.linkedin!)),
    );
    for (const [i, link] of links.entries()) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('aria-label')).toBe(
        en['team.linkedinProfile'].replace('{name}', TEAM.leadership[i]!.name.en),
      );
    }
    previous();
    expect(shownGroup()).toBe('islamic');
    expect(screen.getAllByTestId('team-card')).toHaveLength(TEAM.islamic.length);
    expect(screen.queryAllByTestId('team-linkedin')).toHaveLength(0);
  });

  it('shows English names and titles in English, Arabic ones in Arabic', () => {
    renderTeam('en');
    const ceo = TEAM.leadership[0]!;
    expect(screen.getByTestId(`team-member-${ceo.id}`).textContent).toContain(ceo.name.en);
    expect(screen.getByTestId(`team-member-${ceo.id}`).textContent).toContain(ceo.role.en);
    cleanup();
    renderTeam('ar');
    expect(screen.getByTestId(`team-member-${ceo.id}`).textContent).toContain(ceo.name.ar);
    expect(screen.getByTestId(`team-member-${ceo.id}`).textContent).toContain(ceo.role.ar);
  });

  it('shows the numbers of a name and role in Arabic-Indic digits in Arabic only', () => {
    const member: TeamMember = {
      ...person('board', 'leadership', 'Member 2', 'العضو 2', null),
      role: { ar: 'عضو المجلس منذ 2019 وخبير Web3', en: 'Board member since 2019, Web3 expert' },
    };
    const team = { ...TEAM, leadership: [member] };
    renderTeam('ar', team);
    expect(screen.getByTestId('team-member-board').textContent).toBe(
      'العضو ٢عضو المجلس منذ ٢٠١٩ وخبير Web3',
    );
    cleanup();
    renderTeam('en', team);
    expect(screen.getByTestId('team-member-board').textContent).toBe(
      'Member 2Board member since 2019, Web3 expert',
    );
  });

  it('shows a photo at every served width, decorative: the name beside it is read', () => {
    renderTeam('ar');
    const [photo, ...fallbacks] = screen.getAllByTestId('team-portrait');
    expect(photo!.tagName).toBe('IMG');
    expect(photo!.getAttribute('srcset')).toBe(
      '/api/images/photo1/160 160w, /api/images/photo1/320 320w, /api/images/photo1/640 640w',
    );
    expect(photo!.getAttribute('alt')).toBe('');
    expect(photo!.getAttribute('width')).toBe('640');
    expect(photo!.getAttribute('height')).toBe('800');
    expect(photo!.getAttribute('loading')).toBe('lazy');
    expect(photo!.getAttribute('sizes')).toBeTruthy();
    expect(fallbacks).toHaveLength(TEAM.leadership.length - 1);
  });

  for (const language of ['ar', 'en'] as const) {
    it(`a member without a photo shows a drawn figure, no letters, and is named once (${language})`, () => {
      renderTeam(language);
      for (const member of TEAM.leadership) {
        const name = member.name[language];
        // What a screen reader says for the card: exactly its name, then its role.
        const button = screen.getByRole('button', { name, description: member.role[language] });
        expect(button).toBe(screen.getByTestId(`team-member-${member.id}`));
        // Nothing inside it is read besides the name and the role: no picture, no letters.
        expect(within(button).queryAllByRole('img')).toEqual([]);
        expect(within(button).getAllByText(name)).toHaveLength(1);
        expect(button.textContent).toBe(`${name}${member.role[language]}`);
      }
      const [, ...fallbacks] = screen.getAllByTestId('team-portrait');
      for (const fallback of fallbacks) {
        expect(fallback.getAttribute('aria-hidden')).toBe('true');
        expect(fallback.textContent).toBe('');
        expect(fallback.querySelector('svg')).not.toBeNull();
      }
    });
  }
});

import { Check, ChevronLeft, ChevronRight, Hourglass, Mail } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { nextTeamGroup, previousTeamGroup, teamMemberName } from '@vb/shared/content';
import { localizeContentDigits } from '@vb/shared/digits';
import type { TeamGroup, TeamMember } from '@vb/shared/schemas';
import { linkedinProfileUrl } from '@vb/shared/site-config';
import { useT } from '../../app/i18n';
import { useLocalHref } from '../../app/languageRouting';
import { useGoToSection } from '../../app/navigation';
import { usePreferences } from '../../app/preferences';
import { useSiteContent } from '../../app/queries';
import { IconButton, Section, buttonClass } from '../../components/ui';
import { LinkedInIcon } from '../../layout/SocialLinks';
import { ContentPicture } from './ContentPicture';
import styles from './team.module.css';

const FIRST_GROUP: TeamGroup = 'leadership';

/** The dots follow the "next" order (leadership, advisory, islamic), so each arrow press moves
 * one dot along. */
export const TEAM_DOT_ORDER: readonly TeamGroup[] = [
  FIRST_GROUP,
  nextTeamGroup(FIRST_GROUP),
  nextTeamGroup(nextTeamGroup(FIRST_GROUP)),
];

/** The shown group (cycled as in SPEC section 4) and the selected member of that group. */
function useTeamCarousel(initial: TeamGroup = FIRST_GROUP) {
  const [state, setState] = useState<{
    group: TeamGroup;
    direction: 'next' | 'previous';
    selectedId: string | null;
  }>({ group: initial, direction: 'next', selectedId: null });

  const show = useCallback((group: TeamGroup, direction: 'next' | 'previous') => {
    setState((s) => (s.group === group ? s : { group, direction, selectedId: null }));
  }, []);

  return {
    ...state,
    next: () => show(nextTeamGroup(state.group), 'next'),
    previous: () => show(previousTeamGroup(state.group), 'previous'),
    goTo: (group: TeamGroup) =>
      show(
        group,
        TEAM_DOT_ORDER.indexOf(group) < TEAM_DOT_ORDER.indexOf(state.group) ? 'previous' : 'next',
      ),
    /** Selects a member, or clears the selection when the selected member is clicked again. */
    toggle: (id: string) =>
      setState((s) => ({ ...s, selectedId: s.selectedId === id ? null : id })),
  };
}

/** Team: leadership, Islamic committee and advisory board, one group at a time. */
export function Team() {
  const t = useT();
  const goTo = useGoToSection();
  const href = useLocalHref();
  const carousel = useTeamCarousel();
  const groupTitleId = useId();
  // The group's members from the database; undefined while they load.
  const members = useSiteContent().data?.team[carousel.group];
  const groupName = (group: TeamGroup) => t(`team.groups.${group}`);

  return (
    <Section id="team" title={t('team.title')} intro={t('team.subtitle')} className={styles.team}>
      <div className={styles.switcher}>
        <IconButton
          label={t('team.previous')}
          onClick={carousel.previous}
          className={styles.arrow}
          data-testid="team-previous"
        >
          <ChevronLeft size={20} aria-hidden className="flip-rtl" />
        </IconButton>
        <div className={styles.groupHead}>
          <h3
            id={groupTitleId}
            className={styles.groupTitle}
            aria-live="polite"
            data-testid="team-group-title"
          >
            {groupName(carousel.group)}
          </h3>
          <div className={styles.dots} role="group" aria-label={t('team.groupNavigation')}>
            {TEAM_DOT_ORDER.map((group) => {
              const current = group === carousel.group;
              return (
                <button
                  key={group}
                  type="button"
                  className={styles.dot}
                  aria-label={t('team.goToGroup', { group: groupName(group) })}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => carousel.goTo(group)}
                  data-testid={`team-dot-${group}`}
                />
              );
            })}
          </div>
        </div>
        <IconButton
          label={t('team.next')}
          onClick={carousel.next}
          className={styles.arrow}
          data-testid="team-next"
        >
          <ChevronRight size={20} aria-hidden className="flip-rtl" />
        </IconButton>
      </div>

      <div
        key={carousel.group}
        className={styles.panel}
        data-direction={carousel.direction}
        data-group={carousel.group}
        data-testid="team-panel"
        role="group"
        aria-labelledby={groupTitleId}
      >
        {members === undefined ? null : members.length === 0 ? (
          <div className={styles.comingSoon} data-testid="team-coming-soon">
            <span className={styles.comingSoonIcon} aria-hidden>
              <Hourglass size={28} />
            </span>
            <h4 className={styles.comingSoonTitle}>{t('team.comingSoonTitle')}</h4>
            <p className={styles.comingSoonText}>{t('team.comingSoonText')}</p>
          </div>
        ) : (
          <ul className={styles.grid} data-count={members.length}>
            {members.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                selected={carousel.selectedId === member.id}
                onSelect={() => carousel.toggle(member.id)}
              />
            ))}
          </ul>
        )}
      </div>

      <div className={styles.footer}>
        {/* A link (it works before the app runs and without JavaScript); the app scrolls smoothly. */}
        <a
          href={href('/#contact')}
          className={buttonClass('primary')}
          onClick={(event) => {
            event.preventDefault();
            goTo('contact');
          }}
          data-testid="team-contact"
        >
          <Mail size={18} aria-hidden />
          {t('team.contactUs')}
        </a>
      </div>
    </Section>
  );
}

/**
 * The stand-in of a member without a photo: a head-and-shoulders silhouette on the brand's
 * star lattice, drawn, never letters (split initials read badly in Arabic and say nothing).
 */
function PortraitFallback() {
  return (
    <span className={styles.fallback} aria-hidden data-testid="team-portrait">
      <svg viewBox="0 0 320 400" focusable="false">
        <circle cx="160" cy="170" r="66" />
        <path d="M40 400c0-82 52-128 120-128s120 46 120 128Z" />
      </svg>
    </span>
  );
}

function MemberCard({
  member,
  selected,
  onSelect,
}: {
  member: TeamMember;
  selected: boolean;
  onSelect(): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const nameId = useId();
  const titleId = useId();
  // Name and role with their numbers in the page's digits (@vb/shared/digits).
  const name = localizeContentDigits(teamMemberName(member, language), language);
  return (
    <li className={styles.card} data-selected={selected} data-testid="team-card">
      <button
        type="button"
        className={styles.select}
        aria-pressed={selected}
        aria-labelledby={nameId}
        aria-describedby={titleId}
        onClick={onSelect}
        data-testid={`team-member-${member.id}`}
      >
        <span className={styles.photo}>
          {/* The name beside the picture labels the button: the picture itself says nothing, so
              a screen reader reads each name once. */}
          {member.photo ? (
            <ContentPicture
              image={member.photo}
              language={language}
              sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
              testId="team-portrait"
              decorative
            />
          ) : (
            <PortraitFallback />
          )}
          <span className={styles.check} aria-hidden>
            <Check size={16} strokeWidth={3} />
          </span>
        </span>
        <span className={styles.text}>
          <span id={nameId} className={styles.name}>
            {name}
          </span>
          <span id={titleId} className={styles.role}>
            {localizeContentDigits(member.role[language], language)}
          </span>
        </span>
      </button>
      {member.linkedin && (
        <a
          className={styles.linkedin}
          href={linkedinProfileUrl(member.linkedin)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('team.linkedinProfile', { name })}
          data-testid="team-linkedin"
        >
          <LinkedInIcon size={16} />
        </a>
      )}
    </li>
  );
}

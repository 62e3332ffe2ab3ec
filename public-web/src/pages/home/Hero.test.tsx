import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { Footer } from '../../layout/Footer';
import { Hero } from './Hero';

function renderHero(language: 'ar' | 'en', theme: 'dark' | 'light', withFooter = false) {
  act(() => {
    usePreferences.getState().setLanguage(language);
    usePreferences.getState().setTheme(theme);
  });
  return render(
    <MemoryRouter initialEntries={[language === 'en' ? '/en' : '/']}>
      <I18nProvider>
        <Hero />
        {withFooter && <Footer />}
      </I18nProvider>
    </MemoryRouter>,
  );
}

const video = () => screen.getByTestId('hero-video') as HTMLVideoElement;
const source = () => video().querySelector('source')!;

beforeEach(() => {
  // jsdom has no media playback; the loop's play/pause are the browser's (home.spec.ts).
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Hero', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      it(`plays the ${language}-${theme} loop, muted, with its poster and fallback text`, () => {
        renderHero(language, theme);
        expect(source().getAttribute('src')).toBe(`/media/hero-${language}-${theme}.mp4`);
        expect(source().getAttribute('type')).toBe('video/mp4');
        expect(video().getAttribute('poster')).toBe(`/media/hero-${language}-${theme}.jpg`);
        expect(video().hasAttribute('loop')).toBe(true);
        expect(video().hasAttribute('playsinline')).toBe(true);
        expect(video().muted).toBe(true);
        // The fallback text sits inside <video>, in the page's language.
        expect(video().textContent?.trim()).toBe(messages[language]['hero.videoFallback']);
        expect(
          screen.getByRole('heading', { level: 1 }).textContent?.replace(/\s+/g, ' ').trim(),
        ).toBe(messages[language]['hero.headline']);
      });
    }
  }

  it('the English fallback text is the spec’s', () => {
    renderHero('en', 'dark');
    expect(video().textContent?.trim()).toBe('Your browser does not support the video tag.');
  });

  it('the video follows the theme and the language', () => {
    renderHero('ar', 'dark');
    expect(source().getAttribute('src')).toBe('/media/hero-ar-dark.mp4');
    act(() => usePreferences.getState().setTheme('light'));
    expect(source().getAttribute('src')).toBe('/media/hero-ar-light.mp4');
    act(() => usePreferences.getState().setLanguage('en'));
    expect(source().getAttribute('src')).toBe('/media/hero-en-light.mp4');
    act(() => usePreferences.getState().setTheme('dark'));
    expect(source().getAttribute('src')).toBe('/media/hero-en-dark.mp4');
    expect(video().getAttribute('poster')).toBe('/media/hero-en-dark.jpg');
  });

  it('links to the company’s X and LinkedIn profiles in a new tab', () => {
    renderHero('ar', 'dark');
    const x = screen.getByTestId('hero-x');
    const linkedin = screen.getByTestId('hero-linkedin');
    expect(x.getAttribute('href')).toBe(SITE.x.url);
    expect(linkedin.getAttribute('href')).toBe(SITE.linkedin.url);
    for (const link of [x, linkedin]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }
    expect(x.getAttribute('aria-label')).toBe(messages.ar['social.x']);
  });

  it('"Follow Us" is written one way in the hero and the footer', () => {
    renderHero('en', 'dark', true);
    const texts = screen.getAllByText(/^follow us$/i).map((node) => node.textContent?.trim());
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(texts)).toEqual(new Set(['Follow Us']));
  });
});

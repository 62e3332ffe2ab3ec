import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_DIAGRAM } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { Process } from './Process';
import { totalDuration } from './processAnimation';

/** A controllable IntersectionObserver: tests call `fire(ratio)` to move the diagram in or out. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0,
        }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** The observer of the mounted diagram (StrictMode-free render: the last live one). */
function observer(): FakeObserver {
  const live = FakeObserver.instances.filter((o) => !o.disconnected);
  const last = live.at(-1);
  if (!last) throw new Error('no IntersectionObserver');
  return last;
}

function mockMatchMedia(matching: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

function renderProcess(language: 'ar' | 'en' = 'en') {
  act(() => usePreferences.getState().setLanguage(language));
  return render(
    <MemoryRouter>
      <I18nProvider>
        <Process />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const en = messages.en;
const diagram = () => screen.getByTestId('process-diagram');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  mockMatchMedia(() => false);
  vi.useFakeTimers({ now: 1_000_000 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Process section', () => {
  it('shows the title, intro, four stages and an Invest With Us link to /investor', () => {
    const { container } = renderProcess();
    expect(container.querySelector('section#process')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty(
      'textContent',
      en['process.title'],
    );
    expect(screen.getByText(en['process.intro'])).toBeTruthy();
    for (const id of ['ideate', 'research', 'launch', 'grow'] as const) {
      expect(screen.getByTestId(`process-stage-${id}`).textContent).toContain(
        en[`process.stages.${id}.title`],
      );
    }
    const invest = screen.getByRole('link', { name: en['process.investWithUs'] });
    expect(invest.getAttribute('href')).toBe('/investor');
  });

  it('selects the main arrow or a marker, and clears on a second click', () => {
    renderProcess();
    const main = screen.getByRole('button', { name: en['process.mainArrow'] });
    const marker2 = screen.getByRole('button', { name: 'Marker 02: Research' });
    const pressed = () =>
      screen
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.getAttribute('aria-label'));

    expect(pressed()).toEqual([]);
    fireEvent.click(main);
    expect(main.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(main);
    expect(main.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(marker2);
    expect(pressed()).toEqual(['Marker 02: Research']);
    fireEvent.click(main);
    expect(pressed()).toEqual([en['process.mainArrow']]);
    fireEvent.click(marker2);
    fireEvent.click(marker2);
    expect(pressed()).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Marker / })).toHaveLength(4);
  });

  it('starts the animation once the diagram is 30% visible, and locks replays for 8 s', () => {
    renderProcess();
    expect(observer().options?.threshold).toBe(0.3);
    expect(observer().targets).toEqual([diagram()]);
    expect(diagram().dataset.state).toBe('idle');

    observer().fire(0.1);
    expect(diagram().dataset.state).toBe('idle');

    observer().fire(0.3);
    expect(diagram().dataset.state).toBe('running');
    expect(diagram().dataset.run).toBe('1');

    // Leaving and re-entering within the lock, or pressing Replay, is ignored.
    observer().fire(0);
    advance(3000);
    observer().fire(0.5);
    fireEvent.click(screen.getByRole('button', { name: en['process.replay'] }));
    expect(diagram().dataset.run).toBe('1');
    expect(screen.getByTestId('process-replay').getAttribute('aria-disabled')).toBe('true');

    // Staying in view does not restart it either.
    advance(PROCESS_DIAGRAM.replayLockMs);
    observer().fire(0.8);
    expect(diagram().dataset.run).toBe('1');

    // After the whole timeline the diagram rests in its final state.
    advance(totalDuration());
    expect(diagram().dataset.state).toBe('done');

    // Replay works once the lock is over, and re-entering the view replays too.
    expect(screen.getByTestId('process-replay').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(screen.getByTestId('process-replay'));
    expect(diagram().dataset.run).toBe('2');
    expect(diagram().dataset.state).toBe('running');
    advance(PROCESS_DIAGRAM.replayLockMs);
    observer().fire(0);
    observer().fire(0.35);
    expect(diagram().dataset.run).toBe('3');
  });

  it('shows the final state at once with reduced motion', () => {
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderProcess();
    expect(diagram().dataset.state).toBe('static');
    expect(FakeObserver.instances.filter((o) => !o.disconnected)).toEqual([]);
    expect(screen.queryByTestId('process-replay')).toBeNull();
  });

  it('switches to the vertical layout on narrow screens', () => {
    mockMatchMedia((query) => query.includes('max-width'));
    renderProcess();
    expect(diagram().dataset.orientation).toBe('vertical');
  });

  it('opens a stage card with the description and three key tasks on focus and tap', () => {
    renderProcess();
    const launch = screen.getByTestId('process-stage-launch');
    expect(screen.queryByTestId('process-card')).toBeNull();

    fireEvent.focus(launch);
    const card = screen.getByTestId('process-card');
    expect(launch.getAttribute('aria-expanded')).toBe('true');
    expect(launch.getAttribute('aria-controls')).toBe(card.id);
    expect(card.textContent).toContain(en['process.stages.launch.description']);
    expect(within(card).getByText(en['process.keyTasks'])).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      en['process.stages.launch.task1'],
      en['process.stages.launch.task2'],
      en['process.stages.launch.task3'],
    ]);

    fireEvent.keyDown(launch, { key: 'Escape' });
    expect(screen.queryByTestId('process-card')).toBeNull();

    // A tap (click) pins it open; a second tap closes it.
    fireEvent.click(launch);
    expect(screen.getByTestId('process-card')).toBeTruthy();
    fireEvent.click(launch);
    expect(screen.queryByTestId('process-card')).toBeNull();
  });

  it('a card opened by the mouse closes when the mouse moves outside its stage, not inside it', () => {
    renderProcess();
    const research = screen.getByTestId('process-stage-research');
    const mouse = (type: string, target: Element) => {
      const event = new Event(type, { bubbles: true });
      Object.assign(event, { pointerType: 'mouse' });
      act(() => void target.dispatchEvent(event));
    };
    mouse('pointerover', research);
    const card = screen.getByTestId('process-card');
    expect(card.textContent).toContain(en['process.stages.research.description']);
    // Moves over the card, part of the stage, keep it; one anywhere else closes it, with or
    // without the stage's own pointerleave.
    mouse('pointermove', card);
    expect(screen.queryByTestId('process-card')).not.toBeNull();
    mouse('pointermove', document.body);
    expect(screen.queryByTestId('process-card')).toBeNull();
  });

  it('is in Arabic in Arabic', () => {
    renderProcess('ar');
    const ar = messages.ar;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(ar['process.title']);
    expect(screen.getByTestId('process-stage-grow').textContent).toContain(
      ar['process.stages.grow.title'],
    );
    expect(screen.getByRole('link', { name: ar['process.investWithUs'] })).toBeTruthy();
    fireEvent.click(screen.getByTestId('process-stage-grow'));
    expect(within(screen.getByTestId('process-card')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('writes the mouse hint and the touch hint in the page’s language (the screen’s CSS shows one)', () => {
    for (const language of ['ar', 'en'] as const) {
      renderProcess(language);
      expect(screen.getByText(messages[language]['process.hint'])).toBeTruthy();
      expect(screen.getByText(messages[language]['process.hintTouch'])).toBeTruthy();
      cleanup();
    }
  });
});

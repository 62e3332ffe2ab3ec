import { describe, expect, it } from 'vitest';
import { RenderBudget } from './renderBudget';
import { pageRenderUrl } from './site';

describe('RenderBudget', () => {
  it('gives each client its renders per minute, refilled evenly', () => {
    let now = 0;
    const budget = new RenderBudget(60, 100, () => now);
    for (let i = 0; i < 60; i++) expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(1000);
    expect(budget.take('b')).toBe(true);
    now += 999;
    expect(budget.take('a')).toBeGreaterThan(0);
    now += 1;
    expect(budget.take('a')).toBe(true);
    // Never more than a minute's worth saved up.
    now += 3_600_000;
    for (let i = 0; i < 60; i++) expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).not.toBe(true);
  });

  it('remembers at most its number of clients, forgetting the longest idle', () => {
    const now = 0;
    const budget = new RenderBudget(1, 2, () => now);
    expect(budget.take('a')).toBe(true);
    expect(budget.take('b')).toBe(true);
    expect(budget.take('a')).not.toBe(true); // a is now the most recent
    expect(budget.take('c')).toBe(true); // b is forgotten
    expect(budget.take('a')).not.toBe(true);
    expect(budget.take('b')).toBe(true);
  });
});

describe('pageRenderUrl', () => {
  it('keeps the path and only the parameters a page reads', () => {
    expect(pageRenderUrl('/')).toBe('/');
    expect(pageRenderUrl('/?utm_source=x')).toBe('/');
    expect(pageRenderUrl('/en/careers?utm=1&job=12')).toBe('/en/careers');
    expect(pageRenderUrl('/news/a?from=home&x=1')).toBe('/news/a?from=home');
    expect(pageRenderUrl('/news/a?from=elsewhere')).toBe('/news/a');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATIONS } from '@vb/shared/options';
import { listingConflictSchema } from '@vb/shared/schemas';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  titleAr: 'مهندس خلفيات',
  department: 'technology',
  location: 'Riyadh, Saudi Arabia',
  locationAr: '',
  description: 'Build APIs.',
  descriptionAr: '',
  requirements: '- Node.js',
  requirementsAr: '',
  employmentType: 'full-time',
  isActive: true,
  ...overrides,
});

describe('job listings', () => {
  let server: TestServer;
  let admin: TestFetch;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  it('creates a listing, filling the Arabic location from the chosen option', async () => {
    const res = await admin('/api/admin/job-listings', json('POST', listing()));
    expect(res.status).toBe(201);
    const { jobListing } = await res.json();
    expect(jobListing).toMatchObject({
      title: 'Backend Engineer',
      locationAr: LOCATIONS[0].labelAr,
      descriptionAr: null,
      isActive: true,
    });
  });

  it('accepts every option of the shared lists', async () => {
    for (const department of DEPARTMENTS) {
      expect(
        (await admin('/api/admin/job-listings', json('POST', listing({ department })))).status,
      ).toBe(201);
    }
    for (const employmentType of EMPLOYMENT_TYPES) {
      expect(
        (await admin('/api/admin/job-listings', json('POST', listing({ employmentType })))).status,
      ).toBe(201);
    }
    for (const { value } of LOCATIONS) {
      expect(
        (await admin('/api/admin/job-listings', json('POST', listing({ location: value })))).status,
      ).toBe(201);
    }
  });

  it('shows only active listings publicly, all to the admin', async () => {
    const res = await admin(
      '/api/admin/job-listings',
      json('POST', listing({ title: 'Hidden role', isActive: false })),
    );
    const { jobListing } = await res.json();
    const pub = await (await server.api('/api/job-listings')).json();
    expect(pub.jobListings.map((l: { id: number }) => l.id)).not.toContain(jobListing.id);
    expect(pub.jobListings.every((l: { isActive: boolean }) => l.isActive)).toBe(true);
    const all = await (await admin('/api/admin/job-listings')).json();
    expect(all.jobListings.map((l: { id: number }) => l.id)).toContain(jobListing.id);
  });

  it('requires the English title, description and requirements and known options', async () => {
    for (const bad of [
      listing({ title: '' }),
      listing({ description: '  ' }),
      listing({ requirements: undefined }),
      listing({ department: 'Sales' }),
      listing({ location: 'Jeddah' }),
      listing({ employmentType: 'contract' }),
      listing({ isActive: 'true' }),
      listing({ salary: 100 }),
    ]) {
      const res = await admin('/api/admin/job-listings', json('POST', bad));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.issues.length).toBeGreaterThan(0);
    }
  });

  it('refuses an over-long title with the field and its limit, storing nothing', async () => {
    const title = 'x'.repeat(300);
    const res = await admin('/api/admin/job-listings', json('POST', listing({ title })));
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      issues: { path: string; message: string }[];
    };
    expect(body.code).toBe('validation_failed');
    // The form shows this message at the title (ListingFormModal.test.tsx).
    expect(body.issues).toContainEqual({ path: 'title', message: 'At most 200 characters' });
    const all = (await (await admin('/api/admin/job-listings?q=xxxxxxxxxx')).json()) as {
      jobListings: { title: string }[];
    };
    expect(all.jobListings.some((l) => l.title === title)).toBe(false);
  });

  it('updates and deletes, 404 for unknown ids', async () => {
    const { jobListing } = await (
      await admin('/api/admin/job-listings', json('POST', listing()))
    ).json();
    const res = await admin(
      `/api/admin/job-listings/${jobListing.id}`,
      json(
        'PUT',
        listing({ title: 'Senior Backend Engineer', locationAr: 'الرياض', isActive: false }),
      ),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).jobListing).toMatchObject({
      title: 'Senior Backend Engineer',
      locationAr: 'الرياض',
      isActive: false,
    });
    expect((await admin('/api/admin/job-listings/999999', json('PUT', listing()))).status).toBe(
      404,
    );
    expect(
      (await admin(`/api/admin/job-listings/${jobListing.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    const again = await admin(`/api/admin/job-listings/${jobListing.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('job_listing_not_found');
  });

  it('refuses a save based on an older version with 409 listing_changed, storing nothing', async () => {
    const created = await admin('/api/admin/job-listings', json('POST', listing()));
    const { jobListing } = (await created.json()) as {
      jobListing: { id: number; updatedAt: string };
    };
    const url = `/api/admin/job-listings/${jobListing.id}`;
    const opened = jobListing.updatedAt;
    // The first save, from the version it opened: accepted.
    const first = await admin(url, json('PUT', listing({ title: 'First', baseUpdatedAt: opened })));
    expect(first.status, await first.clone().text()).toBe(200);
    const saved = ((await first.json()) as { jobListing: { updatedAt: string } }).jobListing;
    expect(saved.updatedAt).not.toBe(opened);
    // Another person's save from the same, now older, version: refused, the first one stays.
    const stale = await admin(
      url,
      json('PUT', listing({ title: 'Second', baseUpdatedAt: opened })),
    );
    expect(stale.status).toBe(409);
    // The answer carries their version, who saved it and when: the form shows it beside mine.
    const refused = listingConflictSchema.extend({ code: z.string() }).parse(await stale.json());
    expect(refused.code).toBe('listing_changed');
    expect(refused.current.jobListing).toMatchObject({
      title: 'First',
      updatedAt: saved.updatedAt,
    });
    expect(refused.current.savedAt).toBe(saved.updatedAt);
    const me = (await (await admin('/api/auth/me')).json()) as {
      user: { id: number; name: string };
    };
    expect(refused.current.savedBy).toEqual({ id: me.user.id, name: me.user.name });
    const list = (await (await admin('/api/admin/job-listings')).json()) as {
      jobListings: { id: number; title: string; updatedAt: string }[];
    };
    const now = list.jobListings.find((l) => l.id === jobListing.id)!;
    expect(now).toMatchObject({ title: 'First', updatedAt: saved.updatedAt });
    // Saved again from the version now current (a deliberate overwrite), or without a base.
    const over = await admin(
      url,
      json('PUT', listing({ title: 'Second', baseUpdatedAt: saved.updatedAt })),
    );
    expect(over.status).toBe(200);
    expect((await admin(url, json('PUT', listing({ title: 'Third' })))).status).toBe(200);
    // Not a date: a 400 on the field.
    const bad = await admin(url, json('PUT', listing({ baseUpdatedAt: 'yesterday' })));
    expect(bad.status).toBe(400);
  });
});

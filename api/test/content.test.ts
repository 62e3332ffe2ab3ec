/**
 * The site's content run by staff: the team, ventures and partners through the admin's
 * routes, as the public read and the home page show them, and their pictures (checked by content,
 * normalised, served by width in the format the browser accepts).
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_IMAGE } from '@vb/shared/constants';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';
import { phonePhoto } from './fixtures/photos';
import { makeDist } from './securityKit';

let server: TestServer;
let owner: TestFetch;
let editor: TestFetch;
let recruiter: TestFetch;
let dist: string;

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A landscape JPEG carrying EXIF with a GPS position (as a phone's photo would). */
const jpegWithGps = () => phonePhoto(1000, 600);

/** A logo with real transparency. */
const transparentPng = () =>
  sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#0050a0"/></svg>',
        ),
        left: 100,
        top: 50,
      },
    ])
    .png()
    .toBuffer();

async function upload(api: TestFetch, kind: 'portrait' | 'logo', url: string) {
  return api('/api/admin/content/images', json('POST', { kind, dataUrl: url }));
}

async function uploaded(kind: 'portrait' | 'logo', bytes: Buffer, type: string) {
  const res = await upload(editor, kind, dataUrl(bytes, type));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; width: number; height: number };
}

const member = (overrides: Record<string, unknown> = {}) => ({
  group: 'leadership',
  name: { ar: 'سارة الأحمد', en: 'Sara Alahmad' },
  role: { ar: 'المديرة التنفيذية', en: 'Chief Executive' },
  bio: { ar: 'نبذة قصيرة.', en: 'A short biography.' },
  photo: null,
  linkedin: 'sara-alahmad',
  ...overrides,
});
const venture = (en: string) => ({
  name: { ar: `مشروع ${en}`, en },
  description: { ar: 'وصف المشروع.', en: 'What it does.' },
  logo: null,
  url: 'https://example.com',
});

async function created(api: TestFetch, list: string, body: unknown) {
  const res = await api(`/api/admin/content/${list}`, json('POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

const siteContent = async () => (await server.api('/api/content')).json();

/** The served picture: its headers and what sharp reads of its bytes. */
async function served(id: string, width: number, accept: string) {
  const res = await server.api(`/api/images/${id}/${width}`, { headers: { accept } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : undefined };
}

beforeAll(async () => {
  dist = makeDist();
  server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
  owner = await server.signIn();
  editor = (await staffMember(server, owner, { roles: ['editor'] })).api;
  recruiter = (await staffMember(server, owner, { roles: ['recruiter'] })).api;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('team, ventures and partners', () => {
  it('an editor adds, edits and removes a member; the site and the home page show it at once', async () => {
    expect(await siteContent()).toEqual({
      team: { leadership: [], islamic: [], advisory: [] },
      ventures: [],
      partners: [],
    });
    const item = await created(editor, 'team', member());
    expect(item).toMatchObject({ group: 'leadership', name: { en: 'Sara Alahmad' }, photo: null });
    expect((await siteContent()).team.leadership.map((m: { id: string }) => m.id)).toEqual([
      item.id,
    ]);
    expect(await (await server.api('/')).text()).toContain('Sara Alahmad');
    expect(await (await server.api('/en')).text()).toContain('Sara Alahmad');

    const edited = await editor(
      `/api/admin/content/team/${item.id}`,
      json('PUT', member({ group: 'islamic', name: { ar: 'سارة', en: 'Sara Renamed' } })),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const after = await siteContent();
    expect(after.team.leadership).toEqual([]);
    expect(after.team.islamic[0]).toMatchObject({ id: item.id, name: { en: 'Sara Renamed' } });
    expect(await (await server.api('/')).text()).toContain('Sara Renamed');
    expect((await editor('/api/admin/content')).status).toBe(200);
    expect((await (await editor('/api/admin/content')).json()).team.islamic).toHaveLength(1);

    expect((await editor(`/api/admin/content/team/${item.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await siteContent()).team.islamic).toEqual([]);
    const again = await editor(`/api/admin/content/team/${item.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('content_not_found');
    const unknown = await editor('/api/admin/content/ventures/nope', json('PUT', venture('X')));
    expect(unknown.status).toBe(404);

    // Each action is in the audit trail, naming the item.
    for (const action of ['content_created', 'content_updated', 'content_deleted']) {
      const { events } = await (await owner(`/api/admin/audit?action=${action}&limit=5`)).json();
      expect(events[0], action).toMatchObject({ itemKind: 'team-member', itemId: item.id });
    }
  });

  it('refuses bad input with 400 and a code the clients name in both languages', async () => {
    const cases: [string, unknown, string][] = [
      ['team', member({ name: { ar: '', en: 'Only English' } }), 'validation_failed'],
      ['team', member({ group: 'board' }), 'validation_failed'],
      ['team', member({ linkedin: 'https://linkedin.com/in/x' }), 'validation_failed'],
      ['ventures', { ...venture('Plain'), url: 'http://example.com' }, 'validation_failed'],
      ['ventures', { ...venture('Extra'), visitText: 'x' }, 'validation_failed'],
      [
        'partners',
        {
          name: { ar: 'شريك', en: 'Partner' },
          logo: { id: 'noSuchImage', alt: { ar: 'شعار', en: 'Logo' } },
          logoDark: null,
          url: 'https://example.com',
        },
        'content_image_unknown',
      ],
      [
        'team',
        member({ photo: { id: 'noSuchImage', alt: { ar: 'صورة', en: 'Photo' } } }),
        'content_image_unknown',
      ],
    ];
    for (const [list, body, code] of cases) {
      const res = await editor(`/api/admin/content/${list}`, json('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json();
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(answer.message).toBeTruthy();
    }
    expect(await siteContent()).toMatchObject({ ventures: [], partners: [] });
  });

  it('puts a list in a new order: every id exactly once, else 400', async () => {
    const ids: string[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      ids.push((await created(editor, 'ventures', venture(name))).id);
    const names = async () =>
      (await siteContent()).ventures.map((v: { name: { en: string } }) => v.name.en);
    expect(await names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    const order = (body: unknown) => editor('/api/admin/content/ventures/order', json('PUT', body));
    const reordered = await order({ ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.status, await reordered.clone().text()).toBe(200);
    expect(await names()).toEqual(['Gamma', 'Alpha', 'Beta']);
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[1]],
      [...ids, 'other'],
    ]) {
      const res = await order({ ids: bad });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('content_order_invalid');
    }
    expect(await names()).toEqual(['Gamma', 'Alpha', 'Beta']);

    // The team is ordered one group at a time, and needs the group.
    const a = await created(editor, 'team', member({ name: { ar: 'أ', en: 'First' } }));
    const b = await created(editor, 'team', member({ name: { ar: 'ب', en: 'Second' } }));
    const teamOrder = (body: unknown) => editor('/api/admin/content/team/order', json('PUT', body));
    expect((await teamOrder({ ids: [b.id, a.id] })).status).toBe(400);
    expect((await teamOrder({ group: 'islamic', ids: [b.id, a.id] })).status).toBe(400);
    expect((await teamOrder({ group: 'leadership', ids: [b.id, a.id] })).status).toBe(200);
    expect(
      (await siteContent()).team.leadership.map((m: { name: { en: string } }) => m.name.en),
    ).toEqual(['Second', 'First']);
    const { events } = await (await owner('/api/admin/audit?action=content_reordered')).json();
    expect(events.map((e: { itemKind: string }) => e.itemKind)).toEqual(['team-member', 'venture']);
  });

  it('is the content area: a recruiter is refused, signed-out visitors too', async () => {
    expect((await recruiter('/api/admin/content')).status).toBe(403);
    expect((await recruiter('/api/admin/content/team', json('POST', member()))).status).toBe(403);
    const png = await solid(200, 200).png().toBuffer();
    expect((await upload(recruiter, 'logo', dataUrl(png, 'image/png'))).status).toBe(403);
    expect((await server.api('/api/admin/content')).status).toBe(401);
  });
});

describe('pictures', () => {
  it('accepts JPEG, PNG, WebP and AVIF by their content; refuses SVG, GIF and text', async () => {
    const picture = solid(500, 500);
    for (const [type, bytes] of [
      ['image/jpeg', await picture.clone().jpeg().toBuffer()],
      ['image/png', await picture.clone().png().toBuffer()],
      ['image/webp', await picture.clone().webp().toBuffer()],
      ['image/avif', await picture.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload(editor, 'logo', dataUrl(bytes, type));
      expect(res.status, type).toBe(201);
      expect(await res.json()).toMatchObject({ width: 500, height: 500 });
    }
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await solid(20, 20).gif().toBuffer();
    for (const [type, bytes] of [
      ['image/svg+xml', svg],
      ['image/gif', gif],
      ['image/png', Buffer.from('just some text, not a picture')],
      // A JPEG's first bytes and nothing a decoder can read.
      ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])],
    ] as const) {
      const res = await upload(editor, 'logo', dataUrl(bytes, type));
      expect(res.status, type).toBe(400);
      expect((await res.json()).code).toBe('content_image_invalid');
    }
  });

  it('refuses a picture declaring too many pixels (a decompression bomb) with 400', async () => {
    const bomb = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(CONTENT_IMAGE.maxBytes);
    const res = await upload(editor, 'portrait', dataUrl(bomb, 'image/png'));
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('content_image_invalid');
  });

  it('drops the EXIF (GPS included) and crops a portrait to 4:5', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    // The upload does carry a GPS block (the tag 0x8825 pointing at it).
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const photo = await uploaded('portrait', original, 'image/jpeg');
    expect(photo.width / photo.height).toBeCloseTo(CONTENT_IMAGE.portraitRatio, 2);
    expect(photo.height).toBe(600);

    const stored = (await server.deps
      .db('content_images')
      .where({ id: photo.id })
      .first('data')) as { data: Buffer };
    const storedMeta = await sharp(Buffer.from(stored.data)).metadata();
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.xmp).toBeUndefined();

    const { res, meta } = await served(photo.id, 320, 'image/jpeg,*/*;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(meta?.exif).toBeUndefined();
    expect(meta?.width).toBe(320);
    expect(meta?.height).toBe(400);
  });

  it('serves each width in AVIF, WebP or JPEG by Accept, cached for good', async () => {
    const photo = await uploaded(
      'portrait',
      await solid(900, 1200).jpeg().toBuffer(),
      'image/jpeg',
    );
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [accept, type, format] of [
      [chromium, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const) {
      const { res, meta } = await served(photo.id, 640, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type'), accept).toBe(type);
      expect(meta?.format, accept).toBe(format);
      expect(meta?.width, accept).toBe(640);
      expect(res.headers.get('vary')).toMatch(/Accept/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await server.api(`/api/images/${photo.id}/640`, {
        // fetch asks `no-cache` with a conditional header unless told otherwise.
        headers: { accept, 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    }
    // The same variant asked twice answers the same bytes (made once, kept).
    const first = await served(photo.id, 160, chromium);
    const second = await served(photo.id, 160, chromium);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    // A width larger than the picture is never enlarged.
    expect((await served(photo.id, 1280, '*/*')).meta?.width).toBe(900);

    expect((await served(photo.id, 300, '*/*')).res.status).toBe(404);
    expect((await served(photo.id, 99999, '*/*')).res.status).toBe(404);
    const missing = await served('noSuchImage', 320, '*/*');
    expect(missing.res.status).toBe(404);
  });

  it('keeps a logo’s transparency: PNG to a browser without AVIF or WebP', async () => {
    const logo = await uploaded('logo', await transparentPng(), 'image/png');
    expect(logo).toMatchObject({ width: 400, height: 200 });
    const png = await served(logo.id, 320, 'image/png,*/*');
    expect(png.res.headers.get('content-type')).toBe('image/png');
    expect(png.meta?.hasAlpha).toBe(true);
    const webp = await served(logo.id, 320, 'image/webp,*/*');
    expect(webp.meta?.hasAlpha).toBe(true);
  });

  it('stores alt text with the picture, and deletes pictures no item shows any more', async () => {
    const first = await uploaded('logo', await solid(300, 100).png().toBuffer(), 'image/png');
    const second = await uploaded(
      'logo',
      await solid(300, 100, '#222').png().toBuffer(),
      'image/png',
    );
    const partner = {
      name: { ar: 'شريك', en: 'Partner One' },
      logo: { id: first.id, alt: { ar: 'شعار الشريك', en: 'Partner One logo' } },
      logoDark: null,
      url: 'https://partner.example',
    };
    const item = await created(editor, 'partners', partner);
    expect(item.logo).toEqual({
      id: first.id,
      width: 300,
      height: 100,
      alt: { ar: 'شعار الشريك', en: 'Partner One logo' },
    });
    expect((await siteContent()).partners[0].logo.alt.en).toBe('Partner One logo');
    expect((await served(first.id, 160, '*/*')).res.status).toBe(200);

    const replaced = await editor(
      `/api/admin/content/partners/${item.id}`,
      json('PUT', { ...partner, logo: { id: second.id, alt: { ar: 'جديد', en: 'New logo' } } }),
    );
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect((await served(first.id, 160, '*/*')).res.status).toBe(404);
    expect((await served(second.id, 160, '*/*')).res.status).toBe(200);

    expect(
      (await editor(`/api/admin/content/partners/${item.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await served(second.id, 160, '*/*')).res.status).toBe(404);
  });

  it("takes a portrait without alt text (the name labels it), never a logo's", async () => {
    const photo = await uploaded('portrait', await solid(400, 500).png().toBuffer(), 'image/png');
    const item = await created(editor, 'team', member({ photo: { id: photo.id } }));
    expect(item.photo).toMatchObject({ id: photo.id, width: photo.width });
    const logo = await uploaded('logo', await solid(300, 100).png().toBuffer(), 'image/png');
    const res = await editor(
      '/api/admin/content/ventures',
      json('POST', { ...venture('Bare'), logo: { id: logo.id } }),
    );
    expect(res.status).toBe(400);
  });

  it('prunes uploads no item came to show within a day', async () => {
    const stale = await uploaded('logo', await solid(100, 100).png().toBuffer(), 'image/png');
    await server.deps
      .db('content_images')
      .where({ id: stale.id })
      .update({ created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    const fresh = await uploaded(
      'logo',
      await solid(100, 100, '#fff').png().toBuffer(),
      'image/png',
    );
    expect((await served(stale.id, 160, '*/*')).res.status).toBe(404);
    expect((await served(fresh.id, 160, '*/*')).res.status).toBe(200);
  });
});

describe('the starting content (SEED_SITE_CONTENT)', () => {
  it('fills a new database once: 4 + 3 + 0 members, 2 ventures, 1 partner with its logos', async () => {
    const seeded = await startTestServer({ SEED_SITE_CONTENT: '1' });
    try {
      const body = await (await seeded.api('/api/content')).json();
      expect(Object.values(body.team).map((group) => (group as unknown[]).length)).toEqual([
        4, 3, 0,
      ]);
      expect(body.team.leadership[0].name.en).toBe('Abdullah Al-Rashid');
      // Every member has an illustrated portrait, at the portrait ratio.
      const members = [...body.team.leadership, ...body.team.islamic] as {
        photo: { width: number; height: number; alt: { en: string } } | null;
        name: { en: string };
      }[];
      for (const member of members)
        expect(member.photo).toMatchObject({
          width: 640,
          height: 800,
          alt: { en: `Portrait of ${member.name.en}` },
        });
      expect(body.ventures.map((v: { name: { en: string } }) => v.name.en)).toEqual([
        'Nafaa',
        'Maharat',
      ]);
      const [partner] = body.partners;
      expect(body.partners).toHaveLength(1);
      expect(partner.logo.alt).toEqual({
        ar: 'شعار صندوق الأثر الاجتماعي',
        en: 'Social Impact Fund logo',
      });
      expect(partner.logoDark.id).not.toBe(partner.logo.id);
      // The SVG logos, rasterised, keep their transparency.
      const res = await seeded.api(`/api/images/${partner.logo.id}/320`, {
        headers: { accept: 'image/png' },
      });
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 320, hasAlpha: true });
    } finally {
      await seeded.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Partner, SiteContent, TeamMember, Venture } from '@vb/shared/schemas';
import {
  PICTURE_FIELDS,
  issueField,
  issueMessage,
  itemToValues,
  linkedinHandle,
  movedIds,
  parseInput,
  pictureProblem,
  valuesToInput,
  withOrder,
} from './model';

const text = (en: string) => ({ ar: `${en} بالعربية`, en });
const member = (id: string, group: TeamMember['group'] = 'leadership'): TeamMember => ({
  id,
  group,
  name: text(`Name ${id}`),
  role: text('Role'),
  bio: text('Bio'),
  photo: { id: `img-${id}`, width: 640, height: 800, alt: text(`Photo of ${id}`) },
  linkedin: `handle-${id}`,
});
const venture: Venture = {
  id: 'v1',
  name: text('Venture'),
  description: text('What it does'),
  logo: null,
  url: 'https://venture.example',
};
const partner: Partner = {
  id: 'p1',
  name: text('Partner'),
  logo: { id: 'logo1', width: 320, height: 120, alt: text('Partner logo') },
  logoDark: null,
  url: 'https://partner.example',
};
const content: SiteContent = {
  team: { leadership: [member('a'), member('b'), member('c')], islamic: [], advisory: [] },
  ventures: [venture],
  partners: [partner],
};

describe('the new order of a list', () => {
  it('moves an item to the place of the one it is dropped on, either way', () => {
    expect(movedIds(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('is nothing when the item stays or is not in the list', () => {
    expect(movedIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(movedIds(['a', 'b'], 'x', 'a')).toBeNull();
  });

  it('reorders one team group and leaves the rest as it was', () => {
    const next = withOrder(content, { kind: 'team', group: 'leadership' }, ['c', 'a', 'b']);
    expect(next.team.leadership.map((m) => m.id)).toEqual(['c', 'a', 'b']);
    expect(next.ventures).toBe(content.ventures);
    expect(content.team.leadership.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps items the order does not name at the end', () => {
    const next = withOrder(content, { kind: 'team', group: 'leadership' }, ['b']);
    expect(next.team.leadership.map((m) => m.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('the form and the API input', () => {
  it('gives back the same member after a round trip', () => {
    const m = member('a');
    const values = itemToValues('team', m);
    expect(values.photo).toEqual({ id: 'img-a', width: 640, height: 800 });
    expect(valuesToInput('team', values)).toEqual({
      group: 'leadership',
      name: m.name,
      role: m.role,
      bio: m.bio,
      photo: { id: 'img-a' },
      linkedin: 'handle-a',
    });
    expect(parseInput('team', values).ok).toBe(true);
  });

  it('starts a new member in the group shown, with no picture and no LinkedIn', () => {
    const values = itemToValues('team', null, 'islamic');
    expect(values.group).toBe('islamic');
    expect(valuesToInput('team', values)).toMatchObject({ photo: null, linkedin: null });
  });

  it('maps a venture and a partner with their logos', () => {
    expect(valuesToInput('ventures', itemToValues('ventures', venture))).toEqual({
      name: venture.name,
      description: venture.description,
      logo: null,
      url: 'https://venture.example',
    });
    expect(valuesToInput('partners', itemToValues('partners', partner))).toEqual({
      name: partner.name,
      logo: { id: 'logo1', alt: partner.logo!.alt },
      logoDark: null,
      url: 'https://partner.example',
    });
  });

  it("requires a logo's alt text in both languages once there is one", () => {
    const values = { ...itemToValues('ventures', null), logo: { id: 'x1', width: 4, height: 5 } };
    const result = parseInput('ventures', {
      ...values,
      name: text('N'),
      description: text('D'),
      url: 'https://venture.example',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((i) => issueField(i.path))).toEqual([
        ['logoAlt', 'ar'],
        ['logoAlt', 'en'],
      ]);
  });

  it("takes a portrait without alt text: the member's name labels it", () => {
    const values = { ...itemToValues('team', null), photo: { id: 'x1', width: 4, height: 5 } };
    const result = parseInput('team', {
      ...values,
      name: text('N'),
      role: text('R'),
      bio: text('B'),
    });
    expect(result.ok).toBe(true);
    expect(PICTURE_FIELDS.team.every((field) => !field.described)).toBe(true);
  });

  it('refuses an http address with the https message', () => {
    const result = parseInput('ventures', {
      ...itemToValues('ventures', venture),
      url: 'http://venture.example',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(issueField(result.issues[0]!.path)).toEqual(['url']);
      expect(issueMessage(result.issues[0]!.message).key).toBe('admin.content.form.https');
    }
  });

  it('reads a LinkedIn handle from a whole profile address', () => {
    expect(linkedinHandle('https://www.linkedin.com/in/jane-doe-12/')).toBe('jane-doe-12');
    expect(linkedinHandle(' jane-doe ')).toBe('jane-doe');
    expect(linkedinHandle('   ')).toBeNull();
  });
});

describe('where a problem is shown', () => {
  it('puts text problems on their language and picture problems on the picture', () => {
    expect(issueField('name.ar')).toEqual(['name', 'ar']);
    expect(issueField('logoDark.alt.en')).toEqual(['logoDarkAlt', 'en']);
    expect(issueField('photo.id')).toEqual(['photo']);
    expect(issueField('url')).toEqual(['url']);
  });

  it('localizes the schemas’ messages', () => {
    expect(issueMessage('At most 120 characters')).toEqual({
      key: 'validation.maxLength',
      values: { max: 120 },
    });
    expect(issueMessage('Required').key).toBe('admin.content.form.required');
    expect(issueMessage('something else').key).toBe('error.validation_failed');
  });
});

describe('a chosen picture', () => {
  it('is refused before upload unless JPEG, PNG, WebP or AVIF up to 5 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/avif', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 1000 })).toBe('admin.content.picture.badType');
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'admin.content.picture.tooLarge',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  countUnread,
  filterSubmissions,
  foldForSearch,
  hasActiveFilters,
  localDay,
  matchesSearch,
  sortNewestFirst,
} from './filters';

interface Item {
  id: number;
  status: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** A local-time timestamp, so the day filters do not depend on the machine's time zone. */
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

const items: Item[] = [
  {
    id: 1,
    status: 'new',
    createdAt: at(2024, 1, 10),
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+966 55 123 4567',
    message: 'Hello there',
  },
  {
    id: 2,
    status: 'read',
    createdAt: at(2024, 2, 1),
    name: 'محمد العتيبي',
    email: 'm@example.com',
    phone: null,
    message: 'أرغب في الاستثمار',
  },
  {
    id: 3,
    status: 'replied',
    createdAt: at(2024, 2, 1, 8),
    name: 'Omar',
    email: 'omar@example.org',
    phone: '٠٥٥٩٨٧٦٥٤٣',
    message: 'Question about careers',
  },
  {
    id: 4,
    status: 'archived',
    createdAt: at(2024, 3, 15),
    name: 'Lina',
    email: 'lina@example.net',
    phone: null,
    message: 'Partnership',
  },
];

const fields = (i: Item) => [i.name, i.email, i.phone, i.message];
const ids = (list: Item[]) => list.map((i) => i.id);

describe('filterSubmissions', () => {
  it('returns everything newest first without filters', () => {
    expect(ids(filterSubmissions(items, EMPTY_FILTERS, fields))).toEqual([4, 2, 3, 1]);
  });

  it('searches names, e-mails and text, case-insensitively, every word', () => {
    const search = (q: string) =>
      ids(filterSubmissions(items, { ...EMPTY_FILTERS, search: q }, fields));
    expect(search('sara')).toEqual([1]);
    expect(search('EXAMPLE.ORG')).toEqual([3]);
    expect(search('question careers')).toEqual([3]);
    expect(search('question partnership')).toEqual([]);
    expect(search('   ')).toEqual([4, 2, 3, 1]);
  });

  it('finds Arabic text whatever the alef form or diacritics', () => {
    const search = (q: string) =>
      ids(filterSubmissions(items, { ...EMPTY_FILTERS, search: q }, fields));
    expect(search('محمد')).toEqual([2]);
    expect(search('الإستثمار')).toEqual([2]);
    expect(search('مُحَمَّد')).toEqual([2]);
  });

  it('finds phone numbers by their digits, in either digit script', () => {
    const search = (q: string) =>
      ids(filterSubmissions(items, { ...EMPTY_FILTERS, search: q }, fields));
    expect(search('551234567')).toEqual([1]);
    expect(search('0559876543')).toEqual([3]);
    expect(search('٥٥١٢٣')).toEqual([1]);
  });

  it('filters by status, including a status outside the known set', () => {
    expect(ids(filterSubmissions(items, { ...EMPTY_FILTERS, status: 'read' }, fields))).toEqual([
      2,
    ]);
    expect(ids(filterSubmissions(items, { ...EMPTY_FILTERS, status: 'archived' }, fields))).toEqual(
      [4],
    );
  });

  it('filters by an inclusive range of local days', () => {
    const range = (from: string | null, to: string | null) =>
      ids(filterSubmissions(items, { ...EMPTY_FILTERS, from, to }, fields));
    expect(range('2024-02-01', '2024-02-01')).toEqual([2, 3]);
    expect(range('2024-02-01', null)).toEqual([4, 2, 3]);
    expect(range(null, '2024-01-31')).toEqual([1]);
    // Reversed ranges are read the right way round.
    expect(range('2024-03-31', '2024-02-01')).toEqual([4, 2, 3]);
  });

  it('combines the filters', () => {
    expect(
      ids(
        filterSubmissions(
          items,
          { search: 'example', status: 'replied', from: '2024-01-01', to: '2024-12-31' },
          fields,
        ),
      ),
    ).toEqual([3]);
  });

  it('drops items without a valid date when a date range is set', () => {
    const odd = [...items, { ...items[0]!, id: 9, createdAt: 'garbage' }];
    expect(
      ids(filterSubmissions(odd, { ...EMPTY_FILTERS, from: '2000-01-01' }, fields)),
    ).not.toContain(9);
    expect(ids(filterSubmissions(odd, EMPTY_FILTERS, fields)).at(-1)).toBe(9);
  });
});

describe('helpers', () => {
  it('folds text for searching', () => {
    expect(foldForSearch('  Héllo   WORLD ')).toBe('héllo world');
    expect(foldForSearch('أحمد إبراهيم آمنة')).toBe('احمد ابراهيم امنه');
    expect(foldForSearch('مصطفى')).toBe('مصطفي');
    expect(foldForSearch('١٢٣ ۴۵۶')).toBe('123 456');
    expect(foldForSearch('عـــلي')).toBe('علي');
  });

  it('matches nothing against empty fields unless the query is empty', () => {
    expect(matchesSearch([null, undefined, ''], 'a')).toBe(false);
    expect(matchesSearch([null], '')).toBe(true);
  });

  it('sorts newest first, ties by id', () => {
    const same = at(2024, 5, 5);
    expect(
      sortNewestFirst([
        { id: 1, status: 'new', createdAt: same },
        { id: 2, status: 'new', createdAt: same },
        { id: 3, status: 'new', createdAt: at(2023, 1, 1) },
      ]).map((i) => i.id),
    ).toEqual([2, 1, 3]);
  });

  it('gives the local day of a timestamp', () => {
    expect(localDay(at(2024, 12, 31, 23))).toBe('2024-12-31');
    expect(localDay('nope')).toBeNull();
  });

  it('counts unread items and tells whether filters are active', () => {
    expect(countUnread(items)).toBe(1);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, status: 'new' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, to: '2024-01-01' })).toBe(true);
  });
});

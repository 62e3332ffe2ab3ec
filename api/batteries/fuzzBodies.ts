/**
 * The valid bodies of each fuzzed route (fuzzArbitraries.ts's `mixed` breaks them), with a valid
 * base for the naughty strings and the string fields they go in.
 */
import fc from 'fast-check';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATION_VALUES } from '@vb/shared/options';
import {
  GIF_1X1,
  JPEG_2X2,
  PNG_2X2,
  SVG_SCRIPT,
  WEBP_2X2,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeHtml,
  makePdf,
} from '../test/fixtures/documents';
import { defined, email, honeypot, naughty, optional, phone, text } from './fuzzArbitraries';
import { SEED } from './fuzzKit';

// ---------------------------------------------------------------------------------------------
// Public routes
// ---------------------------------------------------------------------------------------------

export const contactValid = fc
  .record({
    name: text(1, 40),
    email,
    subject: text(1, 60),
    message: text(3, 300),
    phone: optional(phone),
    website: honeypot,
  })
  .map(defined);
export const contactBase = {
  name: 'Sara',
  email: 'sara@example.com',
  subject: 'Hello',
  message: 'A message',
};

export const investorValid = fc
  .record({
    name: text(1, 40),
    email,
    organization: text(1, 60),
    message: text(3, 300),
    position: optional(text(1, 40)),
    phone: optional(phone),
    investmentAmount: optional(text(1, 30)),
    website: honeypot,
  })
  .map(defined);
export const investorBase = {
  name: 'Omar',
  email: 'omar@example.com',
  organization: 'Fund',
  message: 'Interested',
};

export const PDF = makePdf('Fuzz CV');
export const DOCX = makeDocx('Fuzz CV');
export const DOC = makeDoc();
const RESUMES: { name: string; data: string; bytes?: Buffer }[] = [
  { name: 'cv.pdf', data: PDF.toString('base64'), bytes: PDF },
  { name: 'cv.docx', data: DOCX.toString('base64'), bytes: DOCX },
  { name: 'cv.doc', data: DOC.toString('base64'), bytes: DOC },
  { name: 'cv.pdf', data: `data:application/pdf;base64,${PDF.toString('base64')}`, bytes: PDF },
  // whitespace inside base64 is tolerated
  { name: 'cv.pdf', data: PDF.toString('base64').replace(/(.{60})/g, '$1\n'), bytes: PDF },
  // malformed base64
  { name: 'cv.pdf', data: '@@@@' },
  { name: 'cv.pdf', data: 'QUJD=' },
  { name: 'cv.pdf', data: 'QUJDR' },
  { name: 'cv.pdf', data: 'QU=JD' },
  { name: 'cv.pdf', data: `${PDF.toString('base64')}===` },
  { name: 'cv.pdf', data: 'data:application/pdf;base64,' },
  { name: 'cv.pdf', data: 'data:application/pdf;base64,%%%' },
  { name: 'cv.pdf', data: PDF.toString('base64url') },
  { name: 'cv.pdf', data: '\u0000' },
  { name: 'cv.pdf', data: '\uD800' },
  // well-formed base64 of the wrong content
  { name: 'cv.pdf', data: makeHtml().toString('base64') },
  { name: 'cv.docx', data: makeBareZip().toString('base64') },
  { name: 'cv.doc', data: PDF.toString('base64') },
];
const resumeFilename = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('cv.pdf', 'CV.PDF', 'سيرة.docx', 'my cv.doc') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(text(1, 40), fc.constantFrom('.pdf', '.docx', '.doc'))
      .map(([stem, ext]) => `${stem}${ext}`),
  },
  { weight: 1, arbitrary: naughty.map((s) => `${s}.pdf`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '../../etc/passwd.pdf',
      'a\u0000b.pdf',
      '\u202Efdp.exe',
      'x\u202Excod.pdf',
      'CON.pdf',
      'cv.exe',
      'cv',
      '.pdf',
    ),
  },
);
export const applyValid = fc
  .record({
    name: text(1, 40),
    email,
    phone,
    position: text(1, 60),
    message: optional(text(0, 300)),
    resume: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...RESUMES.filter((r) => r.bytes)) },
      { weight: 1, arbitrary: fc.constantFrom(...RESUMES.filter((r) => !r.bytes)) },
    ),
    resumeFilename,
    jobListingId: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constant<unknown>('LISTING') },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(999_999, 0, -1, 1.5, '1', null) },
    ),
    website: honeypot,
  })
  .map(({ resume, resumeFilename: name, ...rest }) =>
    defined({
      ...rest,
      // The file name follows the résumé's real type, most of the time.
      resumeFilename: name.endsWith(resume.name.slice(2)) ? name : `${name}${resume.name.slice(2)}`,
      resumeData: resume.data,
    }),
  );

// ---------------------------------------------------------------------------------------------
// Admin routes
// ---------------------------------------------------------------------------------------------

export const listingValid = fc
  .record({
    title: text(1, 60),
    titleAr: optional(text(1, 60)),
    department: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...DEPARTMENTS) },
      { weight: 1, arbitrary: naughty },
    ),
    location: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...LOCATION_VALUES) },
      { weight: 1, arbitrary: naughty },
    ),
    locationAr: optional(text(1, 60)),
    description: text(1, 400),
    descriptionAr: optional(text(1, 400)),
    requirements: text(1, 400),
    requirementsAr: optional(text(1, 400)),
    employmentType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...EMPLOYMENT_TYPES) },
      { weight: 1, arbitrary: naughty },
    ),
    isActive: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(defined);
export const listingBase = {
  title: 'Engineer',
  department: 'technology',
  location: 'Remote',
  description: 'Build things',
  requirements: 'TypeScript',
  employmentType: 'full-time',
};
export const LISTING_FIELDS = [
  'title',
  'titleAr',
  'department',
  'location',
  'locationAr',
  'description',
  'descriptionAr',
  'requirements',
  'requirementsAr',
  'employmentType',
];

const goodImage = fc.constantFrom(
  `data:image/png;base64,${PNG_2X2.toString('base64')}`,
  `data:image/jpeg;base64,${JPEG_2X2.toString('base64')}`,
  `data:image/webp;base64,${WEBP_2X2.toString('base64')}`,
  `data:image/jpeg;base64,${PNG_2X2.toString('base64')}`,
);
const badImage = fc.constantFrom(
  `data:image/png;base64,${SVG_SCRIPT.toString('base64')}`,
  `data:image/svg+xml;base64,${SVG_SCRIPT.toString('base64')}`,
  `data:image/gif;base64,${GIF_1X1.toString('base64')}`,
  `data:image/png;base64,${makeHtml().toString('base64')}`,
  'data:image/png;base64,@@@@',
  'data:image/png;base64,QUJDR',
  'data:image/png;base64,',
  'data:image/png;base64,\u0000',
  '/api/media/doesNotExist',
  '/api/media/../../etc',
  'https://evil.example/a.png',
  'javascript:alert(1)',
);
export const imageDataUrl = fc.oneof(
  { weight: 3, arbitrary: goodImage },
  { weight: 2, arbitrary: badImage },
);
export const articleValid = fc
  .record({
    title: text(1, 120),
    titleAr: optional(text(1, 120)),
    content: text(1, 2000),
    contentAr: optional(text(1, 2000)),
    excerpt: optional(text(1, 200)),
    excerptAr: optional(text(1, 200)),
    slug: fc.option(fc.oneof(text(0, 130), naughty), { nil: undefined }),
    imageUrl: fc.option(fc.oneof(imageDataUrl, fc.constant(null), fc.constant('')), {
      nil: undefined,
    }),
    isPublished: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(defined);
/** Each targeted article gets a slug of its own, so that its naughty field is what is tested. */
export const articleBase = (i: number) => ({
  title: 'News',
  content: 'Body text',
  slug: `naughty-${SEED}-${i}-${Math.random().toString(36).slice(2, 8)}`,
});
export const ARTICLE_FIELDS = [
  'title',
  'titleAr',
  'content',
  'contentAr',
  'excerpt',
  'excerptAr',
  'slug',
  'imageUrl',
];

/** The site's starting team, ventures and partner (SEED_SITE_CONTENT), stored once. */
import { randomBytes } from 'node:crypto';
import type { Db } from './knex';

const SITE_CONTENT_FLAG = 'site_content_seeded';

/** A picture ready to store (uploads/contentImage.ts normalises the seed's logos). */
export interface SeedPicture {
  mimeType: string;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
}

/**
 * The team the site started with (placeholders: staff replace them in the admin). `photo` is an
 * illustrated portrait under public-web/public/images (scripts/generate-placeholder-images.mjs).
 */
export const SEED_TEAM = [
  {
    group: 'leadership',
    name: {
      ar: 'عبدالله الراشد',
      en: 'Abdullah Al-Rashid',
    },
    role: {
      ar: 'الرئيس التنفيذي والمؤسس',
      en: 'CEO & Founder',
    },
    bio: {
      ar: 'أسس عبدالله الشركة ليحوّل الأفكار الجريئة إلى مشاريع سعودية مستدامة. قاد على مدى عقدين مشاريع بأثر اقتصادي يتجاوز 5 مليارات ريال سعودي في قطاعات التقنية والعقار والقطاع الاجتماعي. ويؤمن بالمشاريع التي تصنع قيمة للمستثمرين والمجتمع معًا.',
      en: 'Abdullah founded the company to turn bold ideas into lasting Saudi ventures. Over two decades he has led projects with an economic impact of more than 5 billion Saudi Riyals across technology, real estate and the social sector. He champions ventures that create value for investors and communities alike.',
    },
    linkedin: 'abdullah-alrashid',
    photo: 'team/abdullah-alrashid.svg',
  },
  {
    group: 'leadership',
    name: {
      ar: 'فيصل العتيبي',
      en: 'Faisal Al-Otaibi',
    },
    role: {
      ar: 'الرئيس المالي',
      en: 'Chief Financial Officer',
    },
    bio: {
      ar: 'يشرف فيصل على الاستراتيجية المالية للشركة ولكل مشروع تبنيه. يمتلك خبرة تمتد خمسة عشر عامًا في المصرفية الاستثمارية والتمويل المؤسسي في الرياض ودبي. ويركز على الانضباط في توزيع رأس المال وهياكل التمويل المتوافقة مع أحكام الشريعة.',
      en: 'Faisal oversees the financial strategy of the company and of every venture it builds. He brings fifteen years of experience in investment banking and corporate finance in Riyadh and Dubai. He focuses on disciplined capital allocation and Sharia-compliant funding structures.',
    },
    linkedin: 'faisal-alotaibi',
    photo: 'team/faisal-alotaibi.svg',
  },
  {
    group: 'leadership',
    name: {
      ar: 'نورة الحربي',
      en: 'Noura Al-Harbi',
    },
    role: {
      ar: 'الرئيسة التنفيذية للتقنية',
      en: 'Chief Technology Officer',
    },
    bio: {
      ar: 'تقود نورة فرق المنتجات والهندسة في جميع مشاريع المحفظة، من النموذج الأولي حتى التوسع. سبق لها بناء منصات سحابية ومنصات بيانات لشركات تقنية مالية سعودية رائدة. وتهتم بتنمية الكفاءات التقنية الوطنية.',
      en: 'Noura leads product and engineering across the venture portfolio, from first prototype to scale. She previously built cloud and data platforms for leading Saudi fintech companies. She is passionate about growing local technical talent.',
    },
    linkedin: 'noura-alharbi',
    photo: 'team/noura-alharbi.svg',
  },
  {
    group: 'leadership',
    name: {
      ar: 'خالد الدوسري',
      en: 'Khalid Al-Dosari',
    },
    role: {
      ar: 'الرئيس التنفيذي للعمليات',
      en: 'Chief Operating Officer',
    },
    bio: {
      ar: 'يدير خالد العمليات اليومية ويرافق المشاريع الجديدة من الإطلاق حتى النمو المستدام. أدار العمليات والشراكات في برامج وطنية بقطاعي الخدمات اللوجستية والتجزئة. ويبني الإجراءات التي تمكّن الفرق الصغيرة من الإنجاز بسرعة.',
      en: 'Khalid runs day-to-day operations and guides new ventures from launch to sustainable growth. He has managed operations and partnerships for national programmes in the logistics and retail sectors. He builds the processes that let small teams move fast.',
    },
    linkedin: 'khalid-aldosari',
    photo: 'team/khalid-aldosari.svg',
  },
  {
    group: 'islamic',
    name: {
      ar: 'الشيخ د. صالح المطيري',
      en: 'Sheikh Dr. Saleh Al-Mutairi',
    },
    role: {
      ar: 'رئيس الهيئة الشرعية',
      en: 'Chairman of the Sharia Committee',
    },
    bio: {
      ar: 'يرأس الشيخ د. صالح الهيئة الشرعية ويراجع توافق كل مشروع واستثمار مع أحكام الشريعة. يحمل درجة الدكتوراه في الفقه الإسلامي، وعمل عضوًا في الهيئات الشرعية لعدد من المؤسسات المالية السعودية.',
      en: 'Sheikh Dr. Saleh chairs the Sharia committee and reviews the compliance of every venture and investment. He holds a doctorate in Islamic jurisprudence and has served on the Sharia boards of several Saudi financial institutions.',
    },
    linkedin: null,
    photo: 'team/saleh-almutairi.svg',
  },
  {
    group: 'islamic',
    name: {
      ar: 'د. إبراهيم الشهري',
      en: 'Dr. Ibrahim Al-Shehri',
    },
    role: {
      ar: 'المستشار الشرعي',
      en: 'Sharia Advisor',
    },
    bio: {
      ar: 'يقدم د. إبراهيم المشورة للفريق في الجوانب الشرعية للعقود والشراكات وجولات التمويل. يدرّس فقه المعاملات المالية، وله أبحاث في الحوكمة الشرعية للشركات الناشئة.',
      en: 'Dr. Ibrahim advises the team on the Sharia aspects of contracts, partnerships and funding rounds. He teaches Islamic commercial law and has authored research on Sharia governance in startups.',
    },
    linkedin: null,
    photo: 'team/ibrahim-alshehri.svg',
  },
  {
    group: 'islamic',
    name: {
      ar: 'د. ماجد الغامدي',
      en: 'Dr. Majed Al-Ghamdi',
    },
    role: {
      ar: 'خبير في المالية الإسلامية',
      en: 'Expert in Islamic Finance',
    },
    bio: {
      ar: 'يصمم د. ماجد هياكل الاستثمار والتمويل المتوافقة مع الشريعة لمشاريع الشركة. يمتلك خبرة تزيد على عشرين عامًا في منتجات المصرفية الإسلامية وإصدار الصكوك.',
      en: 'Dr. Majed designs Sharia-compliant investment and financing structures for the ventures. He has more than twenty years of experience in Islamic banking products and sukuk issuance.',
    },
    linkedin: null,
    photo: 'team/majed-alghamdi.svg',
  },
] as const;

/** The ventures; `logo` is a file under public-web/public/images. */
export const SEED_VENTURES = [
  {
    name: {
      ar: 'نفع',
      en: 'Nafaa',
    },
    description: {
      ar: 'منصة رقمية تربط المتبرعين بالجمعيات غير الربحية الموثوقة، وتتيح تتبع أثر كل تبرع بشفافية كاملة.',
      en: 'A digital platform connecting donors with trusted non-profit organizations, with fully transparent tracking of the impact of every donation.',
    },
    url: 'https://nafaa-platform.sa',
    logo: 'ventures/nafaa.svg',
  },
  {
    name: {
      ar: 'مهارات',
      en: 'Maharat',
    },
    description: {
      ar: 'منصة تعليمية مدعومة بالذكاء الاصطناعي تساعد الشباب السعودي على اكتساب المهارات المطلوبة في سوق العمل والوصول إلى فرص وظيفية مناسبة.',
      en: 'An AI-powered learning platform that helps young Saudis gain in-demand skills and reach suitable job opportunities.',
    },
    url: 'https://maharat-platform.sa',
    logo: 'ventures/maharat.svg',
  },
];

/** The partners; `logo` and `logoDark` are files under public-web/public/images. */
export const SEED_PARTNERS = [
  {
    name: {
      ar: 'صندوق الأثر الاجتماعي',
      en: 'Social Impact Fund',
    },
    url: 'https://social-impact-fund.sa',
    logo: 'partners/impact-fund.svg',
    logoDark: 'partners/impact-fund-dark.svg',
  },
];

/**
 * On a database whose team, ventures and partners are all empty, inserts the site's starting
 * content once (a flag remembers it: items staff delete do not come back). `picture` turns a
 * logo or portrait file into a stored picture (undefined when the file is missing: the item has
 * none).
 */
export async function seedSiteContent(
  db: Db,
  picture: (file: string) => Promise<SeedPicture | undefined>,
): Promise<boolean> {
  if (await db('app_meta').where({ key: SITE_CONTENT_FLAG }).first()) return false;
  const files = [
    ...SEED_TEAM.map((m) => m.photo),
    ...SEED_VENTURES.map((v) => v.logo),
    ...SEED_PARTNERS.flatMap((p) => [p.logo, p.logoDark]),
  ];
  const pictures = new Map<string, SeedPicture | undefined>();
  for (const file of files) pictures.set(file, await picture(file));
  return db.transaction(async (trx) => {
    if (await trx('app_meta').where({ key: SITE_CONTENT_FLAG }).first()) return false;
    await trx('app_meta').insert({ key: SITE_CONTENT_FLAG, value: new Date().toISOString() });
    for (const table of ['team_members', 'ventures', 'partners']) {
      if (await trx(table).first('id')) return false;
    }
    const at = new Date();
    const newId = () => randomBytes(12).toString('base64url');
    const store = async (
      file: string,
      kind: 'logo' | 'portrait',
      alt: { ar: string; en: string },
    ) => {
      const stored = pictures.get(file);
      if (!stored) return null;
      const id = newId();
      await trx('content_images').insert({
        id,
        kind,
        mime_type: stored.mimeType,
        width: stored.width,
        height: stored.height,
        sha256: stored.sha256,
        data: stored.bytes,
        alt_ar: alt.ar,
        alt_en: alt.en,
        created_at: at,
      });
      return id;
    };
    const logo = (file: string, name: { ar: string; en: string }, dark = false) =>
      store(file, 'logo', {
        ar: dark ? `شعار ${name.ar} (للمظهر الداكن)` : `شعار ${name.ar}`,
        en: dark ? `${name.en} logo (dark theme)` : `${name.en} logo`,
      });
    // The illustrations are drawn at the portrait ratio already: they are stored as they are.
    const portrait = (file: string, name: { ar: string; en: string }) =>
      store(file, 'portrait', { ar: `صورة ${name.ar}`, en: `Portrait of ${name.en}` });
    const times = { created_at: at, updated_at: at };
    const positions = new Map<string, number>();
    for (const member of SEED_TEAM) {
      const position = positions.get(member.group) ?? 0;
      positions.set(member.group, position + 1);
      await trx('team_members').insert({
        id: newId(),
        team_group: member.group,
        name_ar: member.name.ar,
        name_en: member.name.en,
        role_ar: member.role.ar,
        role_en: member.role.en,
        bio_ar: member.bio.ar,
        bio_en: member.bio.en,
        photo_id: await portrait(member.photo, member.name),
        linkedin: member.linkedin,
        position,
        ...times,
      });
    }
    for (const [position, venture] of SEED_VENTURES.entries()) {
      await trx('ventures').insert({
        id: newId(),
        name_ar: venture.name.ar,
        name_en: venture.name.en,
        description_ar: venture.description.ar,
        description_en: venture.description.en,
        logo_id: await logo(venture.logo, venture.name),
        url: venture.url,
        position,
        ...times,
      });
    }
    for (const [position, partner] of SEED_PARTNERS.entries()) {
      await trx('partners').insert({
        id: newId(),
        name_ar: partner.name.ar,
        name_en: partner.name.en,
        logo_id: await logo(partner.logo, partner.name),
        logo_dark_id: await logo(partner.logoDark, partner.name, true),
        url: partner.url,
        position,
        ...times,
      });
    }
    return true;
  });
}

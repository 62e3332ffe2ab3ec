import { randomBytes } from 'node:crypto';
import type { Db } from './knex';

const DEMO_FLAG = 'demo_content_seeded';

const day = 24 * 60 * 60 * 1000;

/** Realistic bilingual demo articles, newest first. */
const ARTICLES = [
  {
    slug: 'launching-our-2026-venture-studio-cohort',
    title: 'Launching our 2026 venture studio cohort',
    title_ar: 'إطلاق دفعة استوديو المشاريع لعام 2026',
    excerpt: 'Five new teams join the studio to build startups in fintech, health and education.',
    excerpt_ar:
      'خمسة فرق جديدة تنضم إلى الاستوديو لبناء شركات ناشئة في التقنية المالية والصحة والتعليم.',
    content: [
      'We are proud to welcome **five new founding teams** to our venture studio this year.',
      '',
      '## What the cohort will build',
      '- A Sharia-compliant micro-savings app for young families',
      '- A clinic scheduling platform for underserved regions',
      '- An Arabic-first learning assistant for secondary schools',
      '',
      'Each team receives capital, a shared product and engineering bench, and *hands-on support* from ideation to launch.',
    ].join('\n'),
    content_ar: [
      'يسعدنا أن نرحب **بخمسة فرق تأسيسية جديدة** في استوديو المشاريع هذا العام.',
      '',
      '## ما الذي ستبنيه الدفعة',
      '- تطبيق ادخار صغير متوافق مع أحكام الشريعة للأسر الشابة',
      '- منصة لجدولة مواعيد العيادات في المناطق الأقل خدمة',
      '- مساعد تعليمي عربي أولاً لطلاب المرحلة الثانوية',
      '',
      'يحصل كل فريق على التمويل وفريق مشترك للمنتج والهندسة، و*دعم عملي* من الفكرة حتى الإطلاق.',
    ].join('\n'),
    daysAgo: 3,
  },
  {
    slug: 'partnership-to-measure-social-impact',
    title: 'A new partnership to measure social impact',
    title_ar: 'شراكة جديدة لقياس الأثر الاجتماعي',
    excerpt: null,
    excerpt_ar: null,
    content:
      'We have signed a partnership with a leading social impact fund to measure the outcomes of every venture we build. The framework tracks jobs created, people served and environmental effects, and every venture will publish a yearly impact report.',
    content_ar:
      'وقّعنا شراكة مع صندوق رائد في مجال الأثر الاجتماعي لقياس نتائج كل مشروع نبنيه. يتتبع الإطار الوظائف التي تُستحدث وعدد المستفيدين والآثار البيئية، وسينشر كل مشروع تقريراً سنوياً عن أثره.',
    daysAgo: 12,
  },
  {
    slug: 'how-a-venture-builder-differs-from-an-incubator',
    title: 'How a venture builder differs from an incubator',
    title_ar: 'كيف يختلف باني المشاريع عن حاضنة الأعمال',
    excerpt: 'We do not wait for founders to bring ideas: we start the companies ourselves.',
    excerpt_ar: 'لا ننتظر أن يأتي المؤسسون بالأفكار: نحن من يبدأ الشركات بأنفسنا.',
    content: [
      'Incubators support existing startups for a few months. Venture capital firms invest in companies that already have traction.',
      '',
      'A venture builder **creates the company**: we validate the idea, recruit the founding team, build the first product and stay involved through launch, scaling and exit.',
      '',
      '1. Ideate',
      '2. Research',
      '3. Launch',
      '4. Grow',
    ].join('\n'),
    content_ar: [
      'تدعم حاضنات الأعمال الشركات الناشئة القائمة لبضعة أشهر، وتستثمر شركات رأس المال الجريء في شركات حققت انطلاقتها بالفعل.',
      '',
      'أما باني المشاريع **فيؤسس الشركة**: نتحقق من الفكرة، ونستقطب الفريق المؤسس، ونبني المنتج الأول، ونبقى شركاء خلال الإطلاق والتوسع والتخارج.',
      '',
      '1. الفكرة',
      '2. البحث',
      '3. الإطلاق',
      '4. النمو',
    ].join('\n'),
    daysAgo: 30,
  },
  {
    slug: 'our-team-at-leap-riyadh',
    title: 'Meet our team at LEAP in Riyadh',
    title_ar: 'التقِ بفريقنا في مؤتمر ليب بالرياض',
    excerpt: 'Visit our stand to hear about open roles and investment opportunities.',
    excerpt_ar: 'زوروا جناحنا للتعرف على الوظائف الشاغرة وفرص الاستثمار.',
    content:
      'Our leadership team will be at LEAP in Riyadh. Visit our stand to meet the founders of our ventures, hear about open roles and learn about co-investment opportunities.',
    content_ar:
      'سيشارك فريق القيادة لدينا في مؤتمر ليب بالرياض. زوروا جناحنا للقاء مؤسسي مشاريعنا والتعرف على الوظائف الشاغرة وفرص الاستثمار المشترك.',
    daysAgo: 45,
  },
];

const LISTINGS = [
  {
    title: 'Senior Full-Stack Engineer',
    title_ar: 'مهندس برمجيات متكامل أول',
    department: 'technology',
    location: 'Riyadh, Saudi Arabia',
    location_ar: 'الرياض، المملكة العربية السعودية',
    employment_type: 'full-time',
    description:
      'Build the first versions of our ventures’ products with a small, senior team: web and mobile front ends, APIs and data pipelines, from prototype to production.',
    description_ar:
      'ابنِ الإصدارات الأولى من منتجات مشاريعنا مع فريق صغير من الخبراء: واجهات الويب والجوال، والواجهات البرمجية، ومسارات البيانات، من النموذج الأولي حتى التشغيل.',
    requirements:
      '- 5+ years building web products\n- TypeScript, React and Node.js\n- Comfortable owning features end to end',
    requirements_ar:
      '- خبرة لا تقل عن 5 سنوات في بناء منتجات الويب\n- إتقان TypeScript وReact وNode.js\n- القدرة على تولي الميزات من البداية إلى النهاية',
  },
  {
    title: 'Venture Analyst',
    title_ar: 'محلل مشاريع',
    department: 'innovation-research',
    location: 'Riyadh, Saudi Arabia',
    location_ar: 'الرياض، المملكة العربية السعودية',
    employment_type: 'full-time',
    description:
      'Research markets, size opportunities and test new venture ideas with customers before we commit to building them.',
    description_ar:
      'ابحث في الأسواق وقدّر حجم الفرص واختبر أفكار المشاريع الجديدة مع العملاء قبل أن نلتزم ببنائها.',
    requirements:
      '- 2+ years in consulting, research or strategy\n- Strong written Arabic and English',
    requirements_ar:
      '- خبرة لا تقل عن سنتين في الاستشارات أو البحث أو الاستراتيجية\n- مهارات كتابة قوية باللغتين العربية والإنجليزية',
  },
  {
    title: 'Product Designer',
    title_ar: 'مصمم منتجات',
    department: 'design',
    location: 'Remote',
    location_ar: 'عن بُعد',
    employment_type: 'flexible',
    description:
      'Design bilingual, right-to-left-first products used by thousands of people across the Kingdom.',
    description_ar:
      'صمّم منتجات ثنائية اللغة تبدأ من الاتجاه من اليمين إلى اليسار ويستخدمها الآلاف في أنحاء المملكة.',
    requirements: '- A portfolio of shipped products\n- Experience designing for Arabic interfaces',
    requirements_ar: '- ملف أعمال لمنتجات أُطلقت فعلاً\n- خبرة في تصميم الواجهات العربية',
  },
  {
    title: 'Finance Intern',
    title_ar: 'متدرب مالية',
    department: 'finance',
    location: 'Saudi Arabia',
    location_ar: 'المملكة العربية السعودية',
    employment_type: 'internship',
    description:
      'Support the finance team with venture budgets, investor reporting and financial models.',
    description_ar: 'ادعم فريق المالية في ميزانيات المشاريع وتقارير المستثمرين والنماذج المالية.',
    requirements: '- Final-year student or recent graduate in finance or accounting',
    requirements_ar: '- طالب في السنة الأخيرة أو خريج حديث في المالية أو المحاسبة',
  },
];

/**
 * On a new database, inserts demo articles and job listings once, so a first start shows a living
 * site. A flag remembers it: content the staff delete later does not come back.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (await trx('app_meta').where({ key: DEMO_FLAG }).first()) return false;
    await trx('app_meta').insert({ key: DEMO_FLAG, value: new Date().toISOString() });
    const [articles, listings] = await Promise.all([
      trx('news_articles').count<{ n: number | string }[]>({ n: '*' }).first(),
      trx('job_listings').count<{ n: number | string }[]>({ n: '*' }).first(),
    ]);
    if (Number(articles?.n ?? 0) > 0 || Number(listings?.n ?? 0) > 0) return false;
    const now = Date.now();
    for (const { daysAgo, ...article } of ARTICLES) {
      const at = new Date(now - daysAgo * day);
      await trx('news_articles').insert({
        ...article,
        is_published: true,
        published_at: at,
        created_at: at,
        updated_at: at,
      });
    }
    for (const [i, listing] of LISTINGS.entries()) {
      const at = new Date(now - (i + 1) * day);
      await trx('job_listings').insert({
        ...listing,
        is_active: true,
        created_at: at,
        updated_at: at,
      });
    }
    return true;
  });
}

// ── the site's content (issue 16) ──

const SITE_CONTENT_FLAG = 'site_content_seeded';

/** A picture ready to store (uploads/contentImage.ts normalises the seed's logos). */
export interface SeedPicture {
  mimeType: string;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
}

/** The team the site started with (placeholders: staff replace them in the admin). */
const SEED_TEAM = [
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
  },
] as const;

/** The ventures; `logo` is a file under public-web/public/images. */
const SEED_VENTURES = [
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
const SEED_PARTNERS = [
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
 * logo file into a stored picture (undefined when the file is missing: the item has no logo).
 */
export async function seedSiteContent(
  db: Db,
  picture: (file: string) => Promise<SeedPicture | undefined>,
): Promise<boolean> {
  if (await db('app_meta').where({ key: SITE_CONTENT_FLAG }).first()) return false;
  const files = [
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
    const logo = async (file: string, name: { ar: string; en: string }, dark = false) => {
      const stored = pictures.get(file);
      if (!stored) return null;
      const id = newId();
      await trx('content_images').insert({
        id,
        kind: 'logo',
        mime_type: stored.mimeType,
        width: stored.width,
        height: stored.height,
        sha256: stored.sha256,
        data: stored.bytes,
        alt_ar: dark ? `شعار ${name.ar} (للمظهر الداكن)` : `شعار ${name.ar}`,
        alt_en: dark ? `${name.en} logo (dark theme)` : `${name.en} logo`,
        created_at: at,
      });
      return id;
    };
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
        photo_id: null,
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

/** The demo articles and job listings of a new site (SEED_DEMO), stored once. */
import { randomBytes } from 'node:crypto';
import type { Db } from './knex';
import type { SeedPicture } from './siteContentSeed';

const DEMO_FLAG = 'demo_content_seeded';

const day = 24 * 60 * 60 * 1000;

/**
 * Realistic bilingual demo articles, newest first. `image` is the article's illustration under
 * public-web/public/images, drawn by scripts/generate-placeholder-images.mjs from `scene`.
 */
export const DEMO_ARTICLES = [
  {
    slug: 'launching-our-2026-venture-studio-cohort',
    image: 'news/launching-our-2026-venture-studio-cohort.svg',
    scene: 'launch',
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
    image: 'news/partnership-to-measure-social-impact.svg',
    scene: 'table',
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
    image: 'news/how-a-venture-builder-differs-from-an-incubator.svg',
    scene: 'growth',
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
    image: 'news/our-team-at-leap-riyadh.svg',
    scene: 'skyline',
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
 * site. A flag remembers it: content the staff delete later does not come back. `picture` turns an
 * article's illustration into a stored picture, its featured image as if staff had uploaded it
 * (undefined when the file is missing: the article has none).
 */
export async function seedDemoContent(
  db: Db,
  picture: (file: string) => Promise<SeedPicture | undefined> = async () => undefined,
): Promise<boolean> {
  // A seeded database (every start after the first) draws nothing.
  if (await db('app_meta').where({ key: DEMO_FLAG }).first()) return false;
  // Drawn before the transaction: rasterising takes a while, never while holding the writer.
  const images = new Map<string, SeedPicture | undefined>();
  for (const article of DEMO_ARTICLES) images.set(article.image, await picture(article.image));
  return db.transaction(async (trx) => {
    if (await trx('app_meta').where({ key: DEMO_FLAG }).first()) return false;
    await trx('app_meta').insert({ key: DEMO_FLAG, value: new Date().toISOString() });
    const [articles, listings] = await Promise.all([
      trx('news_articles').count<{ n: number | string }[]>({ n: '*' }).first(),
      trx('job_listings').count<{ n: number | string }[]>({ n: '*' }).first(),
    ]);
    if (Number(articles?.n ?? 0) > 0 || Number(listings?.n ?? 0) > 0) return false;
    const now = Date.now();
    for (const { daysAgo, image, scene: _scene, ...article } of DEMO_ARTICLES) {
      const at = new Date(now - daysAgo * day);
      const stored = images.get(image);
      const mediaId = stored ? randomBytes(16).toString('base64url') : null;
      if (stored)
        await trx('media').insert({
          id: mediaId,
          mime_type: stored.mimeType,
          size: stored.bytes.length,
          sha256: stored.sha256,
          data: stored.bytes,
          created_at: at,
          normalised_at: at,
        });
      await trx('news_articles').insert({
        ...article,
        image_media_id: mediaId,
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

/**
 * TEAM — the people shown in the Team section of the home page.
 *
 * PLACEHOLDERS: every name, title, bio and handle below is fictional. Replace them with the
 * real people's details before launch.
 *
 * How to edit: change only the text between the quotes. Each person has:
 *   id        short unique code, lowercase with hyphens; also the photo's file name
 *   name      the name in Arabic (shown on the Arabic site)
 *   nameEn    the name in English (shown on the English site)
 *   title     job title in English
 *   titleAr   job title in Arabic
 *   bio       2–3 sentence biography in English
 *   bioAr     the same biography in Arabic
 *   photo     picture file under public/images/team/
 *   twitter   X (Twitter) handle without @ — leadership only
 *   linkedin  LinkedIn handle (the part after linkedin.com/in/) — leadership only
 *
 * The advisory board is empty: the site shows "Coming Soon" until members are added there.
 */
import type { TeamGroup, TeamMember } from '../schemas/content';

export const TEAM: Record<TeamGroup, TeamMember[]> = {
  /** Leadership team: CEO and founder, CFO, CTO, COO (in this order). */
  leadership: [
    {
      id: 'abdullah-alrashid',
      name: 'عبدالله الراشد',
      nameEn: 'Abdullah Al-Rashid',
      title: 'CEO & Founder',
      titleAr: 'الرئيس التنفيذي والمؤسس',
      bio: 'Abdullah founded the company to turn bold ideas into lasting Saudi ventures. Over two decades he has led projects with an economic impact of more than 5 billion Saudi Riyals across technology, real estate and the social sector. He champions ventures that create value for investors and communities alike.',
      bioAr:
        'أسس عبدالله الشركة ليحوّل الأفكار الجريئة إلى مشاريع سعودية مستدامة. قاد على مدى عقدين مشاريع بأثر اقتصادي يتجاوز 5 مليارات ريال سعودي في قطاعات التقنية والعقار والقطاع الاجتماعي. ويؤمن بالمشاريع التي تصنع قيمة للمستثمرين والمجتمع معًا.',
      photo: '/images/team/abdullah-alrashid.svg',
      twitter: 'abdullah_alrashid',
      linkedin: 'abdullah-alrashid',
    },
    {
      id: 'faisal-alotaibi',
      name: 'فيصل العتيبي',
      nameEn: 'Faisal Al-Otaibi',
      title: 'Chief Financial Officer',
      titleAr: 'الرئيس المالي',
      bio: 'Faisal oversees the financial strategy of the company and of every venture it builds. He brings fifteen years of experience in investment banking and corporate finance in Riyadh and Dubai. He focuses on disciplined capital allocation and Sharia-compliant funding structures.',
      bioAr:
        'يشرف فيصل على الاستراتيجية المالية للشركة ولكل مشروع تبنيه. يمتلك خبرة تمتد خمسة عشر عامًا في المصرفية الاستثمارية والتمويل المؤسسي في الرياض ودبي. ويركز على الانضباط في توزيع رأس المال وهياكل التمويل المتوافقة مع أحكام الشريعة.',
      photo: '/images/team/faisal-alotaibi.svg',
      twitter: 'faisal_alotaibi',
      linkedin: 'faisal-alotaibi',
    },
    {
      id: 'noura-alharbi',
      name: 'نورة الحربي',
      nameEn: 'Noura Al-Harbi',
      title: 'Chief Technology Officer',
      titleAr: 'الرئيسة التنفيذية للتقنية',
      bio: 'Noura leads product and engineering across the venture portfolio, from first prototype to scale. She previously built cloud and data platforms for leading Saudi fintech companies. She is passionate about growing local technical talent.',
      bioAr:
        'تقود نورة فرق المنتجات والهندسة في جميع مشاريع المحفظة، من النموذج الأولي حتى التوسع. سبق لها بناء منصات سحابية ومنصات بيانات لشركات تقنية مالية سعودية رائدة. وتهتم بتنمية الكفاءات التقنية الوطنية.',
      photo: '/images/team/noura-alharbi.svg',
      twitter: 'noura_alharbi',
      linkedin: 'noura-alharbi',
    },
    {
      id: 'khalid-aldosari',
      name: 'خالد الدوسري',
      nameEn: 'Khalid Al-Dosari',
      title: 'Chief Operating Officer',
      titleAr: 'الرئيس التنفيذي للعمليات',
      bio: 'Khalid runs day-to-day operations and guides new ventures from launch to sustainable growth. He has managed operations and partnerships for national programmes in the logistics and retail sectors. He builds the processes that let small teams move fast.',
      bioAr:
        'يدير خالد العمليات اليومية ويرافق المشاريع الجديدة من الإطلاق حتى النمو المستدام. أدار العمليات والشراكات في برامج وطنية بقطاعي الخدمات اللوجستية والتجزئة. ويبني الإجراءات التي تمكّن الفرق الصغيرة من الإنجاز بسرعة.',
      photo: '/images/team/khalid-aldosari.svg',
      twitter: 'khalid_aldosari',
      linkedin: 'khalid-aldosari',
    },
  ],

  /** Islamic (Sharia) committee: chairman, Sharia advisor, Islamic finance expert. No social handles. */
  islamic: [
    {
      id: 'saleh-almutairi',
      name: 'الشيخ د. صالح المطيري',
      nameEn: 'Sheikh Dr. Saleh Al-Mutairi',
      title: 'Chairman of the Sharia Committee',
      titleAr: 'رئيس الهيئة الشرعية',
      bio: 'Sheikh Dr. Saleh chairs the Sharia committee and reviews the compliance of every venture and investment. He holds a doctorate in Islamic jurisprudence and has served on the Sharia boards of several Saudi financial institutions.',
      bioAr:
        'يرأس الشيخ د. صالح الهيئة الشرعية ويراجع توافق كل مشروع واستثمار مع أحكام الشريعة. يحمل درجة الدكتوراه في الفقه الإسلامي، وعمل عضوًا في الهيئات الشرعية لعدد من المؤسسات المالية السعودية.',
      photo: '/images/team/saleh-almutairi.svg',
    },
    {
      id: 'ibrahim-alshehri',
      name: 'د. إبراهيم الشهري',
      nameEn: 'Dr. Ibrahim Al-Shehri',
      title: 'Sharia Advisor',
      titleAr: 'المستشار الشرعي',
      bio: 'Dr. Ibrahim advises the team on the Sharia aspects of contracts, partnerships and funding rounds. He teaches Islamic commercial law and has authored research on Sharia governance in startups.',
      bioAr:
        'يقدم د. إبراهيم المشورة للفريق في الجوانب الشرعية للعقود والشراكات وجولات التمويل. يدرّس فقه المعاملات المالية، وله أبحاث في الحوكمة الشرعية للشركات الناشئة.',
      photo: '/images/team/ibrahim-alshehri.svg',
    },
    {
      id: 'majed-alghamdi',
      name: 'د. ماجد الغامدي',
      nameEn: 'Dr. Majed Al-Ghamdi',
      title: 'Expert in Islamic Finance',
      titleAr: 'خبير في المالية الإسلامية',
      bio: 'Dr. Majed designs Sharia-compliant investment and financing structures for the ventures. He has more than twenty years of experience in Islamic banking products and sukuk issuance.',
      bioAr:
        'يصمم د. ماجد هياكل الاستثمار والتمويل المتوافقة مع الشريعة لمشاريع الشركة. يمتلك خبرة تزيد على عشرين عامًا في منتجات المصرفية الإسلامية وإصدار الصكوك.',
      photo: '/images/team/majed-alghamdi.svg',
    },
  ],

  /** Advisory board: empty for now (the site shows "Coming Soon"). Add members here later. */
  advisory: [],
};

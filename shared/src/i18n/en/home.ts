/** English messages: home. */
export const home = {
  // ── Hero ─────────────────────────────────────────────────────────────────────────────
  'hero.headline': 'Innovate boldly, Impact deeply, Sustain endlessly',
  'hero.subtitle':
    'We build startups from scratch that combine technology and social impact — from the first idea through launch, growth and exit.',
  'hero.discoverMore': 'Discover More',
  'hero.getInTouch': 'Get in Touch',
  'hero.videoFallback': 'Your browser does not support the video tag.',
  'hero.videoLabel': 'Background video',
  'hero.pauseVideo': 'Pause background video',
  'hero.playVideo': 'Play background video',

  // ── About ────────────────────────────────────────────────────────────────────────────
  'about.eyebrow': 'Who We Are',
  'about.title': 'About Us',
  'about.headline': 'A venture builder, not just an investor',
  'about.paragraph1':
    'We are a Saudi venture builder. Instead of waiting for ideas to knock on our door, we create startups from scratch: we identify real problems in the market, design the solution, assemble the founding team and take the company from its first idea through launch, scaling and, ultimately, exit.',
  'about.paragraph2':
    'Traditional venture capital firms invest money in companies that already exist and follow them from a seat on the board. Incubators offer office space, mentoring and a short programme, then step aside. A venture builder works differently: we share the risk and the work from day one, bringing capital, technology, operations, talent and market access together under one roof.',
  'about.paragraph3':
    'Every venture we build combines technology with social impact. We believe that lasting returns come from companies that solve meaningful problems for people and communities in the Kingdom and the region, built in line with the principles of Islamic finance.',
  'about.model.vc.title': 'Venture capital firms',
  'about.model.vc.text': 'Provide funding to existing companies and support them from a distance.',
  'about.model.incubator.title': 'Incubators',
  'about.model.incubator.text':
    'Offer space, mentoring and a time-limited programme to early founders.',
  'about.model.builder.title': 'Venture builder',
  'about.model.builder.text':
    'Creates the company itself and works alongside it with capital, team and operations from idea to exit.',
  'about.compareTitle': 'Three ways to back a startup',
  'about.involvement': 'Hands-on involvement',
  'about.ourModel': 'Our model',

  // ── Team ─────────────────────────────────────────────────────────────────────────────
  'team.title': 'Our Team',
  'team.subtitle':
    'The people who turn ideas into companies, guided by experience and sound governance.',
  'team.groups.leadership': 'Leadership Team',
  'team.groups.islamic': 'Islamic Committee',
  'team.groups.advisory': 'Advisory Board',
  'team.comingSoonTitle': 'Coming Soon',
  'team.comingSoonText': 'Advisory Council members will be announced soon',
  'team.contactUs': 'Contact Us',
  'team.previous': 'Previous group',
  'team.next': 'Next group',
  'team.goToGroup': 'Show {group}',
  'team.groupNavigation': 'Team groups',
  'team.linkedinProfile': '{name} on LinkedIn',
  'team.xProfile': '{name} on X',

  // ── Ventures ─────────────────────────────────────────────────────────────────────────
  'ventures.title': 'Our Ventures',
  'ventures.subtitle':
    'Companies we have built from the ground up to create real value and lasting impact.',
  'ventures.visitWebsite': 'Visit Website',
  'ventures.comingSoon': 'New projects are coming soon',

  // ── Partners ─────────────────────────────────────────────────────────────────────────
  'partners.title': 'Our Partners',
  'partners.subtitle':
    'We work with partners who share our belief in technology that creates impact.',
  'partners.visit': 'Visit the {name} website',
  'partners.investTitle': 'Become a partner in building the next venture',
  'partners.investWithUs': 'Invest With Us',
} as const satisfies Record<string, string>;

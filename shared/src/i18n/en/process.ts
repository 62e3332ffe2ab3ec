/** English messages: process. */
export const processSection = {
  // ── Process ──────────────────────────────────────────────────────────────────────────
  'process.title': 'How We Build Ventures',
  'process.intro':
    'Our four-stage process takes a venture from a raw idea to a growing company, with our team working alongside the founders at every step.',
  'process.diagramLabel': 'Diagram of the venture-building process',
  'process.keyTasks': 'Key tasks',
  'process.replay': 'Replay animation',
  'process.investWithUs': 'Invest With Us',
  'process.hint':
    'Hover over, focus or tap a stage to see its key tasks. Select the arrow or a marker to highlight it.',
  'process.hintTouch':
    'Tap a stage to see its key tasks. Tap the arrow or a marker to highlight it.',
  'process.mainArrow': 'Main arrow: the journey from idea to growth',
  'process.marker': 'Marker {number}: {stage}',
  'process.stages.ideate.title': 'Ideate',
  'process.stages.ideate.description':
    'We identify real market gaps and social challenges and turn them into promising venture ideas.',
  'process.stages.ideate.task1': 'Spot market gaps and opportunities',
  'process.stages.ideate.task2': 'Generate and screen venture ideas',
  'process.stages.ideate.task3': 'Define the value proposition',
  'process.stages.research.title': 'Research',
  'process.stages.research.description':
    'We validate every idea with data, customers and experts before committing resources.',
  'process.stages.research.task1': 'Analyse the market and competitors',
  'process.stages.research.task2': 'Interview and validate with customers',
  'process.stages.research.task3': 'Study feasibility and the business model',
  'process.stages.launch.title': 'Launch',
  'process.stages.launch.description':
    'We assemble the founding team, build the product and bring it to market.',
  'process.stages.launch.task1': 'Recruit the founding team',
  'process.stages.launch.task2': 'Build the minimum viable product',
  'process.stages.launch.task3': 'Go to market and win the first customers',
  'process.stages.grow.title': 'Grow',
  'process.stages.grow.description':
    'We scale what works, raise capital and prepare the company for its next stage and exit.',
  'process.stages.grow.task1': 'Scale operations and the team',
  'process.stages.grow.task2': 'Raise investment rounds',
  'process.stages.grow.task3': 'Plan expansion and exit',
} as const satisfies Record<string, string>;

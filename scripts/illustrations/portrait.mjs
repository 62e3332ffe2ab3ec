/**
 * Illustrated head-and-shoulders portraits (320×400, the site's 4:5 portrait ratio): a figure in
 * flat tones before a brand-coloured arch or disc. A look (skin, headwear, beard, clothing) is
 * given per person or, for anyone else, picked from their id; the rest of the variety (background,
 * hair colour, small details) always comes from the id, so each person keeps the same picture.
 */
import { BRAND, picker, star, svg } from './common.mjs';

const SKIN = ['#f2cda9', '#e6b48c', '#d49a6e', '#bd8052', '#a36a40', '#86532f'];
const HAIR = ['#1c1411', '#2a1d16', '#3b2a1f', '#4b3526'];
const GREY = '#d5d2cc';
const BLAZER = ['#1f2d3a', '#243b35', '#3a3f47', '#15382f', '#4a3b2f'];
const HIJAB = ['#0f4c5c', '#5b3a58', '#2f4858', '#6b4f3a', '#065f4b'];
const BACKDROPS = [
  { wash: BRAND[100], shape: BRAND[500], accent: BRAND[300] },
  { wash: BRAND[50], shape: BRAND[600], accent: BRAND.gold },
  { wash: BRAND.sand, shape: BRAND.gold, accent: BRAND[500] },
  { wash: '#dcefe8', shape: BRAND[700], accent: BRAND[300] },
  { wash: '#e4f6ef', shape: BRAND[400], accent: BRAND[700] },
];

/** Darkens (negative) or lightens a #rrggbb colour by `amount` (-1..1). */
function shade(hex, amount) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  return `#${channels
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The look of someone no one described: picked from their id. */
export function pickedLook(id) {
  const pick = picker(id);
  return {
    headwear: pick(['ghutra', 'shemagh', 'hair', 'hair'], 'headwear'),
    agal: pick([true, true, false], 'agal'),
    beard: pick(['short', 'full', 'stubble', 'none'], 'beard'),
    clothing: pick(['thobe', 'blazer'], 'clothing'),
    glasses: pick([false, false, true], 'glasses'),
  };
}

function backdrop(pick, motif) {
  const b = pick(BACKDROPS, 'backdrop');
  const shape = pick(['arch', 'disc'], 'shape');
  const lines = [`<rect width="320" height="400" fill="${b.wash}"/>`];
  if (motif === 'stars') {
    const stars = [];
    for (let y = 20; y <= 400; y += 64)
      for (let x = (y / 64) % 2 ? 52 : 20; x <= 320; x += 64) stars.push(star(x, y, 14));
    lines.push(`<g fill="${b.shape}" fill-opacity="0.12">${stars.join('')}</g>`);
  } else {
    lines.push(
      `<circle cx="${pick([34, 286], 'dot')}" cy="236" r="40" fill="${b.accent}" fill-opacity="0.35"/>`,
    );
  }
  lines.push(
    shape === 'arch'
      ? `<path d="M58 400V178a102 102 0 0 1 204 0V400Z" fill="${b.shape}"/>`
      : `<circle cx="160" cy="196" r="122" fill="${b.shape}"/>`,
  );
  return lines;
}

/** The body: a thobe, a blazer over a shirt, or a bisht (cloak with gold edging) over a thobe. */
function clothing(look, pick) {
  const shoulders = 'M34 400C34 326 76 290 160 284C244 290 286 326 286 400Z';
  const thobe = '#f5f6f4';
  if (look.clothing === 'blazer') {
    const cloth = look.blazer ?? pick(BLAZER, 'blazer');
    return [
      `<path d="${shoulders}" fill="${cloth}"/>`,
      `<path d="M132 282L160 356L188 282Z" fill="${look.headwear === 'hijab' ? shade(cloth, 0.75) : thobe}"/>`,
      `<path d="M130 282L160 356L146 364L112 300Z" fill="${shade(cloth, -0.25)}"/>`,
      `<path d="M190 282L160 356L174 364L208 300Z" fill="${shade(cloth, -0.25)}"/>`,
    ];
  }
  const lines = [
    `<path d="${shoulders}" fill="${thobe}"/>`,
    `<path d="M80 312C104 300 124 296 136 296L132 400H70Z" fill="#e4e7e3"/>`,
    `<path d="M134 274Q160 290 186 274V284Q160 300 134 284Z" fill="#e2e5e1"/>`,
    `<path d="M160 292V352" stroke="#d3d7d2" stroke-width="3"/>`,
    `<circle cx="160" cy="312" r="3" fill="#c3c8c2"/>`,
  ];
  if (look.clothing === 'bisht') {
    const cloak = look.cloak ?? '#2a211b';
    lines.push(
      `<path d="M34 400C34 326 76 292 128 286L146 400Z" fill="${cloak}"/>`,
      `<path d="M286 400C286 326 244 292 192 286L174 400Z" fill="${cloak}"/>`,
      `<path d="M128 286L146 400M192 286L174 400" stroke="${BRAND.gold}" stroke-width="5"/>`,
    );
  }
  return lines;
}

const FACE =
  'M110 176C110 128 132 112 160 112C188 112 210 128 210 176C210 222 188 246 160 246C132 246 110 222 110 176Z';

function face(look, skin, hair) {
  const dark = shade(skin, -0.35);
  const lines = [
    `<ellipse cx="109" cy="184" rx="9" ry="14" fill="${shade(skin, -0.12)}"/>`,
    `<ellipse cx="211" cy="184" rx="9" ry="14" fill="${shade(skin, -0.12)}"/>`,
    `<path d="${FACE}" fill="${skin}"/>`,
  ];
  const brows = look.beard === 'long' ? GREY : hair;
  lines.push(
    `<path d="M130 164Q141 157 151 162M169 162Q179 157 190 164" stroke="${brows}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="141" cy="180" rx="5" ry="6" fill="#1b1411"/>`,
    `<ellipse cx="179" cy="180" rx="5" ry="6" fill="#1b1411"/>`,
    `<path d="M160 184Q155 200 163 204" stroke="${dark}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`,
  );
  const beardColour = look.beard === 'long' ? GREY : hair;
  if (look.beard === 'stubble')
    lines.push(
      `<path d="M112 190C116 236 140 246 160 246C180 246 204 236 208 190C202 226 184 234 160 234C136 234 118 226 112 190Z" fill="${hair}" fill-opacity="0.55"/>`,
    );
  if (look.beard === 'short' || look.beard === 'full' || look.beard === 'long') {
    const chin = { short: 252, full: 262, long: 290 }[look.beard];
    lines.push(
      `<path d="M111 180C112 ${chin - 30} 140 ${chin} 160 ${chin}C180 ${chin} 208 ${chin - 30} 209 180C204 214 194 206 182 204C172 202 148 202 138 204C126 206 116 214 111 180Z" fill="${beardColour}"/>`,
      `<path d="M140 212Q160 204 180 212Q160 218 140 212Z" fill="${beardColour}"/>`,
      `<path d="M150 222Q160 228 170 222" stroke="${shade(skin, -0.2)}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    );
  } else {
    lines.push(
      `<path d="M146 220Q160 230 174 220" stroke="#8a4a3a" stroke-width="3.5" stroke-linecap="round" fill="none"/>`,
    );
  }
  if (look.glasses)
    lines.push(
      `<g fill="none" stroke="#2b2622" stroke-width="3"><rect x="124" y="168" width="32" height="24" rx="8"/><rect x="164" y="168" width="32" height="24" rx="8"/><path d="M156 178h8"/></g>`,
    );
  return lines;
}

/** A ghutra (plain white) or shemagh (red check): its drape down both sides of the face. */
function headcloth(look) {
  const fill = look.headwear === 'shemagh' ? 'url(#check)' : '#fbfbfa';
  const defs =
    look.headwear === 'shemagh'
      ? `<defs><pattern id="check" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#fbf7f4"/><path d="M0 0h6v6H0zM6 6h6v6H6z" fill="#c0392b" fill-opacity="0.75"/></pattern></defs>`
      : '';
  return {
    back: [
      defs,
      `<path d="M98 164C94 106 124 84 160 84C196 84 226 106 222 164C226 220 240 268 258 318C236 334 212 330 198 312C194 280 196 252 200 230H120C124 252 126 280 122 312C108 330 84 334 62 318C80 268 94 220 98 164Z" fill="${fill}"/>`,
      `<path d="M62 318C80 268 94 220 98 164C100 220 108 270 122 312C108 330 84 334 62 318Z" fill="#000" fill-opacity="0.06"/>`,
    ],
    front: [
      `<path d="M104 170C102 122 128 100 160 100C192 100 218 122 216 170C204 146 186 134 160 134C134 134 116 146 104 170Z" fill="${fill}"/>`,
      ...(look.agal
        ? [
            `<path d="M104 134Q160 96 216 134" stroke="#1a1a1a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
            `<path d="M106 122Q160 86 214 122" stroke="#1a1a1a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
          ]
        : []),
    ],
  };
}

function hijab(look, pick) {
  const colour = look.hijabColour ?? pick(HIJAB, 'hijab');
  return {
    back: [
      `<path d="M94 180C90 112 122 82 160 82C198 82 230 112 226 180C228 236 246 280 266 330H54C74 280 92 236 94 180Z" fill="${colour}"/>`,
      `<path d="M122 240Q160 276 198 240L214 300Q160 322 106 300Z" fill="${shade(colour, -0.18)}"/>`,
    ],
    front: [
      `<path d="M108 176C104 126 130 104 160 104C190 104 216 126 212 176C202 146 186 132 160 132C134 132 118 146 108 176Z" fill="${colour}"/>`,
      `<path d="M108 176C110 226 134 250 160 252C186 250 210 226 212 176C214 236 194 264 160 266C126 264 106 236 108 176Z" fill="${colour}"/>`,
    ],
  };
}

function hairCap(hair) {
  return [
    `<path d="M106 178C98 118 128 96 162 96C196 96 222 118 214 178C208 150 196 136 182 132C168 142 136 140 122 136C112 146 108 160 106 178Z" fill="${hair}"/>`,
  ];
}

/**
 * The portrait of one person as an SVG document. `look` (optional) fixes what fits the person
 * (headwear, beard, clothing…); `motif` is 'stars' for the Islamic committee, else 'dots'.
 */
export function portrait(id, look = pickedLook(id), motif = 'dots') {
  const pick = picker(id);
  const skin = look.skin ?? pick(SKIN, 'skin');
  const hair = look.hair ?? pick(HAIR, 'hair');
  const head =
    look.headwear === 'hijab'
      ? hijab(look, pick)
      : look.headwear === 'hair'
        ? { back: [], front: hairCap(hair) }
        : headcloth(look);
  const neck = `<path d="M140 226H180V286Q160 296 140 286Z" fill="${shade(skin, -0.15)}"/>`;
  return svg(320, 400, [
    ...backdrop(pick, motif),
    ...(look.headwear === 'hijab' ? [] : [neck]),
    ...clothing(look, pick),
    ...head.back,
    ...face(look, skin, hair),
    ...head.front,
  ]);
}

#!/usr/bin/env bash
# Generates the four hero background loops of the home page and their posters:
#   public-web/public/media/hero-{ar,en}-{dark,light}.mp4  (1280x720, 30 fps, 8 s, H.264 yuv420p,
#                                                          +faststart, no audio, < 600 kB each)
#   public-web/public/media/hero-{ar,en}-{dark,light}.jpg  (the first frame, used as the poster)
#
# The picture: two layered "dunes" of emerald light whose crests carry thin emerald and sand
# threads, with sparks travelling along the sand thread and a slow glow behind. Every motion is
# periodic over exactly LOOP_FRAMES frames, so the clip loops without a seam. The English
# variants drift left to right, with the busy side on the right (away from left-aligned text);
# the Arabic ones are their mirror image (right to left, busy side on the left).
#
# The frames are computed by a small Node program (float colour, dithered to 8 bits) and piped
# as raw RGB into ffmpeg, which does all the encoding, mirroring and poster extraction.
#
# Usage: bash scripts/generate-hero-media.sh        (needs node and ffmpeg with libx264)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public-web/public/media"
W=1280
H=720
FPS=30
LOOP_FRAMES=240 # 8 s
MAX_BYTES=600000
FFMPEG="${FFMPEG:-ffmpeg}"

for tool in node "$FFMPEG"; do
  command -v "$tool" >/dev/null || {
    echo "$tool is required" >&2
    exit 1
  }
done
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# ── The frame generator: writes LOOP_FRAMES raw rgb24 frames of one theme to stdout ─────────
cat >"$WORK/frames.mjs" <<'JS'
const [theme, W, H, FRAMES] = [process.argv[2], ...process.argv.slice(3).map(Number)];

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
const BRAND = {
  ink: hex('#07110e'), paper: hex('#f8faf9'),
  e100: hex('#d1faec'), e300: hex('#6ee7c3'), e400: hex('#34d3a6'), e500: hex('#10b48a'),
  e700: hex('#047a5f'), e800: hex('#065f4b'), sand300: hex('#f3d58a'), sand400: hex('#e9bf55'),
  sand500: hex('#d4a536'),
};
// Colours and opacities per theme: [colour, opacity].
const LOOK = {
  dark: {
    bg: BRAND.ink, glow: [BRAND.e700, 0.5], warm: [BRAND.sand400, 0.1],
    duneBack: [BRAND.e800, 0.7], duneFront: [BRAND.e700, 0.75],
    lineBack: [BRAND.e500, 0.5], lineFront: [BRAND.e400, 0.85], thread: [BRAND.sand400, 0.8],
    spark: [BRAND.sand300, 0.95],
  },
  light: {
    bg: BRAND.paper, glow: [BRAND.e100, 0.9], warm: [BRAND.sand300, 0.3],
    duneBack: [BRAND.e300, 0.35], duneFront: [BRAND.e500, 0.28],
    lineBack: [BRAND.e500, 0.45], lineFront: [BRAND.e700, 0.7], thread: [BRAND.sand500, 0.85],
    spark: [BRAND.sand500, 0.95],
  },
}[theme];
if (!LOOK) throw new Error(`unknown theme ${theme}`);

const TAU = 2 * Math.PI;
// Crest heights (fractions of the height). sin(2πk·u − n·p) travels towards +x (left to right);
// n is a whole number, so every crest repeats exactly after one loop.
const crests = {
  back: (u, p) => 0.5 + 0.085 * Math.sin(TAU * 0.85 * u - p + 0.6) + 0.025 * Math.sin(TAU * 2.2 * u - 2 * p + 1.7),
  front: (u, p) => 0.63 + 0.075 * Math.sin(TAU * 1.05 * u - p + 2.3) + 0.02 * Math.sin(TAU * 2.9 * u - 3 * p + 0.4),
  thread: (u, p) => 0.57 + 0.11 * Math.sin(TAU * 1.25 * u - 2 * p + 1.1) + 0.018 * Math.sin(TAU * 3.4 * u - p + 2),
};
// The right side is busy; the left, under the text, stays calm.
const side = (u) => 0.25 + 0.75 * Math.pow(u, 1.3);

const img = new Float32Array(W * H * 3);
const out = Buffer.alloc(W * H * 3);

/** Mixes a colour into one pixel with opacity a. */
function mix(i, [r, g, b], a) {
  if (a <= 0.0005) return;
  const k = i * 3;
  img[k] += (r - img[k]) * a;
  img[k + 1] += (g - img[k + 1]) * a;
  img[k + 2] += (b - img[k + 2]) * a;
}

/** A soft round glow at (cx, cy) px with radius r px (separable gaussian). */
function glow([colour, opacity], cx, cy, r) {
  const gx = new Float32Array(W), gy = new Float32Array(H);
  for (let x = 0; x < W; x++) gx[x] = Math.exp(-(((x - cx) / r) ** 2));
  for (let y = 0; y < H; y++) gy[y] = Math.exp(-(((y - cy) / r) ** 2));
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) mix(y * W + x, colour, opacity * gx[x] * gy[y]);
}

/** A dune filled below its crest: soft 3 px edge, fading downwards over `fade` (fraction of H). */
function dune([colour, opacity], crest, p, fade) {
  for (let x = 0; x < W; x++) {
    const u = x / W, c = crest(u, p) * H, a0 = opacity * side(u);
    for (let y = 0; y < H; y++) {
      const d = y - c;
      const a = a0 / (1 + Math.exp(-d / 1.5)) * Math.exp(-Math.max(d, 0) / (fade * H));
      mix(y * W + x, colour, a);
    }
  }
}

/** A thin line along a crest with half-thickness `w` px (gaussian), plus a faint halo. */
function line([colour, opacity], crest, p, w) {
  for (let x = 0; x < W; x++) {
    const u = x / W, c = crest(u, p) * H, a0 = opacity * side(u);
    const from = Math.max(0, Math.floor(c - 8 * w)), to = Math.min(H - 1, Math.ceil(c + 8 * w));
    for (let y = from; y <= to; y++) {
      const d = (y - c) / w;
      mix(y * W + x, colour, a0 * (Math.exp(-d * d) + 0.12 * Math.exp(-d * d / 16)));
    }
  }
}

/** Sparks riding the sand thread, each crossing the width once per loop. */
function sparks([colour, opacity], crest, n) {
  const r = 4.2;
  for (const offset of [0.04, 0.23, 0.41, 0.62, 0.83]) {
    const u = (offset + n / FRAMES) % 1, cx = u * W, cy = crest(u, (TAU * n) / FRAMES) * H;
    const a0 = opacity * side(u);
    for (let y = Math.max(0, Math.floor(cy - 6 * r)); y <= Math.min(H - 1, cy + 6 * r); y++) {
      for (let x = Math.max(0, Math.floor(cx - 6 * r)); x <= Math.min(W - 1, cx + 6 * r); x++) {
        const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (r * r);
        mix(y * W + x, colour, a0 * (Math.exp(-d2) + 0.3 * Math.exp(-d2 / 12)));
      }
    }
  }
}

// Deterministic dither so each run gives the same bytes.
let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);

for (let n = 0; n < FRAMES; n++) {
  const p = (TAU * n) / FRAMES;
  for (let i = 0; i < W * H; i++) img.set(LOOK.bg, i * 3);
  glow(LOOK.glow, (0.78 + 0.05 * Math.cos(p)) * W, (0.36 + 0.05 * Math.sin(p)) * H, 0.6 * H);
  glow(LOOK.warm, (0.9 + 0.03 * Math.sin(p)) * W, (0.82 + 0.03 * Math.cos(p)) * H, 0.32 * H);
  dune(LOOK.duneBack, crests.back, p, 0.45);
  dune(LOOK.duneFront, crests.front, p, 0.3);
  line(LOOK.lineBack, crests.back, p, 1.6);
  line(LOOK.lineFront, crests.front, p, 1.4);
  line(LOOK.thread, crests.thread, p, 1.1);
  sparks(LOOK.spark, crests.thread, n);
  for (let k = 0; k < img.length; k++) {
    const v = img[k] * 255 + random() - 0.5;
    out[k] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  if (!process.stdout.write(out)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}
JS

encode() { # $1 master, $2 filter ("null" or "hflip"), $3 output name without extension
  local crf=24 mp4="$OUT/$3.mp4" size
  while :; do
    "$FFMPEG" -hide_banner -loglevel error -y -i "$1" -vf "$2,format=yuv420p" -an \
      -c:v libx264 -preset slow -crf "$crf" -profile:v high -pix_fmt yuv420p \
      -g "$LOOP_FRAMES" -movflags +faststart "$mp4"
    size=$(stat -c %s "$mp4")
    if [ "$size" -le "$MAX_BYTES" ] || [ "$crf" -ge 36 ]; then break; fi
    crf=$((crf + 2))
  done
  "$FFMPEG" -hide_banner -loglevel error -y -i "$mp4" -frames:v 1 -q:v 3 "$OUT/$3.jpg"
  printf '%-20s %7d bytes (crf %d); poster %6d bytes\n' "$3.mp4" "$size" "$crf" \
    "$(stat -c %s "$OUT/$3.jpg")"
}

for theme in dark light; do
  # A lossless master of the English (left-to-right) variant.
  node "$WORK/frames.mjs" "$theme" "$W" "$H" "$LOOP_FRAMES" |
    "$FFMPEG" -hide_banner -loglevel error -y -f rawvideo -pix_fmt rgb24 -s "${W}x${H}" \
      -r "$FPS" -i - -c:v ffv1 "$WORK/$theme.mkv"
  encode "$WORK/$theme.mkv" null "hero-en-$theme"
  encode "$WORK/$theme.mkv" hflip "hero-ar-$theme"
done

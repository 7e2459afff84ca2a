#!/usr/bin/env node
'use strict';
/**
 * Draws icon.png (128x128, RGBA): a card with a frame, an art box holding a star, and text lines.
 * Pure Node (zlib for the PNG's deflate stream), so the icon can be regenerated offline:
 *   node scripts/make-icon.js [output]
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const SIZE = 128;
const pixels = Buffer.alloc(SIZE * SIZE * 4); // transparent

function blend(x, y, [r, g, b], alpha = 1) {
  if (x < 0 || y < 0 || x >= SIZE || y >= SIZE || alpha <= 0) return;
  const i = (y * SIZE + x) * 4;
  const a0 = pixels[i + 3] / 255;
  const a = alpha + a0 * (1 - alpha);
  const mix = (c, c0) => Math.round((c * alpha + c0 * a0 * (1 - alpha)) / (a || 1));
  pixels[i] = mix(r, pixels[i]);
  pixels[i + 1] = mix(g, pixels[i + 1]);
  pixels[i + 2] = mix(b, pixels[i + 2]);
  pixels[i + 3] = Math.round(a * 255);
}

/** Fills a rounded rectangle with 4x4 supersampling for smooth corners. */
function roundedRect(x0, y0, x1, y1, radius, color) {
  for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
    for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = x + (sx + 0.5) / 4;
          const py = y + (sy + 0.5) / 4;
          if (px < x0 || px > x1 || py < y0 || py > y1) continue;
          const cx = Math.min(Math.max(px, x0 + radius), x1 - radius);
          const cy = Math.min(Math.max(py, y0 + radius), y1 - radius);
          if ((px - cx) ** 2 + (py - cy) ** 2 <= radius * radius) inside++;
        }
      }
      blend(x, y, color, inside / 16);
    }
  }
}

/** Fills a five-pointed star centred at (cx, cy), by point-in-polygon with supersampling. */
function star(cx, cy, outer, inner, color) {
  const points = [];
  for (let k = 0; k < 10; k++) {
    const angle = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 === 0 ? outer : inner;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  const contains = (px, py) => {
    let odd = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) odd = !odd;
    }
    return odd;
  };
  for (let y = Math.floor(cy - outer); y <= Math.ceil(cy + outer); y++) {
    for (let x = Math.floor(cx - outer); x <= Math.ceil(cx + outer); x++) {
      let inside = 0;
      for (let s = 0; s < 16; s++) if (contains(x + ((s % 4) + 0.5) / 4, y + (Math.floor(s / 4) + 0.5) / 4)) inside++;
      blend(x, y, color, inside / 16);
    }
  }
}

const GOLD = [201, 154, 62];
const BROWN = [120, 72, 36];
const PARCHMENT = [240, 226, 190];
const NIGHT = [38, 44, 92];
const VIOLET = [92, 64, 160];
const STAR = [255, 214, 92];
const INK = [90, 70, 50];

roundedRect(20, 6, 108, 122, 9, BROWN); // card edge
roundedRect(23, 9, 105, 119, 7, GOLD); // frame
roundedRect(29, 14, 99, 24, 3, PARCHMENT); // name bar
roundedRect(29, 29, 99, 84, 3, NIGHT); // art box
roundedRect(33, 33, 95, 80, 2, VIOLET);
star(64, 57, 21, 8.5, STAR);
roundedRect(29, 89, 99, 114, 3, PARCHMENT); // text box
for (const [y, width] of [
  [94, 62],
  [100, 58],
  [106, 40],
])
  roundedRect(33, y, 33 + width, y + 2.5, 1, INK);

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header[8] = 8; // bit depth
header[9] = 6; // colour type RGBA
const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) pixels.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

const output = path.resolve(process.argv[2] || path.join(__dirname, '..', 'icon.png'));
fs.writeFileSync(output, png);
console.log(`wrote ${path.relative(process.cwd(), output) || output} (${SIZE}x${SIZE}, ${png.length} bytes)`);

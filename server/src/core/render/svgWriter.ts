/**
 * Writes SVG markup. Every attribute value and every text node goes through one of the escapes here, so a
 * card named `<script>` is drawn as those characters and nothing card-derived can become markup.
 */

/** Characters XML 1.0 forbids (C0 controls but tab/newline/return, lone surrogates, U+FFFE/U+FFFF): shown as U+FFFD. */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether a text needs any of the escapes below (most do not: one test instead of four replaces per string). */
// eslint-disable-next-line no-control-regex -- as NOT_XML
const NEEDS_TEXT_ESCAPE = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- as NOT_XML
const NEEDS_ATTRIBUTE_ESCAPE = /[&<>"'\t\n\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/;

export function escapeXmlText(text: string): string {
  if (!NEEDS_TEXT_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeXmlAttribute(value: string): string {
  if (!NEEDS_ATTRIBUTE_ESCAPE.test(value)) return value;
  return escapeXmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\t\n\r]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type AttributeValue = string | number | undefined;
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** Numbers printed short and stable (no `1.0000000002`), so the output is the same on every machine. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attributeText(attributes: Attributes): string {
  let out = '';
  for (const name in attributes) {
    const value = attributes[name];
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? formatNumber(value) : escapeXmlAttribute(value)}"`;
  }
  return out;
}

/** An element with already-written children (strings from `element` or `textNode`). */
export function element(tag: string, attributes: Attributes = {}, children: readonly string[] = []): string {
  const open = `<${tag}${attributeText(attributes)}`;
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

/** A text node: card-derived strings enter the SVG only through this (or an attribute). */
export function textNode(text: string): string {
  return escapeXmlText(text);
}

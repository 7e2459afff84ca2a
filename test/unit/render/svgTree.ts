/**
 * A strict little XML reader for the renderer's own output: it throws on anything not well formed (an
 * unescaped `<` or `&` in card text would make it throw), and gives elements with attributes and text.
 */
export interface SvgElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (SvgElement | string)[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|\w+);|&/gi, (whole, name: string | undefined) => {
    if (!name) throw new Error('a bare & in the SVG');
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`unknown entity ${whole}`);
    return value;
  });
}

export function parseSvg(svg: string): SvgElement {
  const token = /<\/?([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  const stack: { tag: string; attributes: Record<string, string>; children: (SvgElement | string)[] }[] = [];
  let root: SvgElement | undefined;
  for (let match = token.exec(svg); match; match = token.exec(svg)) {
    const [whole, tag, attributeText, selfClosing, text, stray] = match;
    if (stray) throw new Error(`stray '<' at ${match.index}: ${svg.slice(match.index, match.index + 40)}`);
    if (text !== undefined) {
      if (stack.length === 0) throw new Error('text outside the root element');
      stack[stack.length - 1].children.push(decode(text));
      continue;
    }
    if (whole.startsWith('</')) {
      const open = stack.pop();
      if (!open || open.tag !== tag) throw new Error(`</${tag}> closes <${open?.tag}>`);
      if (stack.length === 0) root = open;
      else stack[stack.length - 1].children.push(open);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (attribute[1] in attributes) throw new Error(`duplicate attribute ${attribute[1]}`);
      attributes[attribute[1]] = decode(attribute[2]);
    }
    const element = { tag, attributes, children: [] };
    if (selfClosing) {
      if (stack.length === 0) root = element;
      else stack[stack.length - 1].children.push(element);
    } else {
      stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new Error('unbalanced SVG');
  return root;
}

export function* walk(element: SvgElement): Generator<SvgElement> {
  yield element;
  for (const child of element.children) if (typeof child !== 'string') yield* walk(child);
}

export function textOf(element: SvgElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

/** The first element whose class list has `className`. */
export function part(root: SvgElement, className: string): SvgElement | undefined {
  for (const element of walk(root)) if ((element.attributes.class ?? '').split(' ').includes(className)) return element;
  return undefined;
}

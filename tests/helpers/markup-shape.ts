/** Markup compared by its shape: what a first frame made by the build and the app's own render must share. */

/** Attributes each render sets its own way: ids (numbered per render), the chosen option (a property in the app). */
const OWN_WAY = new Set(['id', 'for', 'selected']);

/** An element's tree as text: tags, attributes in order of name, texts, and the chosen values of lists. */
export function shape(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .filter((attribute) => !OWN_WAY.has(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const value = node instanceof HTMLSelectElement ? ` (${node.value})` : '';
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}${value}>${[...node.childNodes].map(shape).join('')}</>`;
}

/** The tree of the first element of some markup, as a browser reads it. */
export function shapeOf(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return shape(holder.firstElementChild ?? holder);
}

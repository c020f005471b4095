// Small DOM helpers shared by the page's modules.

export const $ = (selector, root = document) => root.querySelector(selector);

/**
 * A new element: attributes by name (`on...` ones are listeners; `true` sets an
 * empty attribute; false, null and undefined leave it out), then its children.
 */
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== ''));
  return node;
}

/** Seats 0..players-1. */
export const everySeat = (players) => Array.from({ length: players }, (_, seat) => seat);

// What the two browser tests share (e2e.test.mjs: one device; server.e2e.test.mjs:
// the table server): checks and moves on a playwright page.
import assert from 'node:assert/strict';

/**
 * Nothing is wider than the viewport: the page does not scroll sideways, and no
 * element sticks out of it (which `overflow: hidden` somewhere would hide from the
 * first check).
 */
export async function assertFits(page, moment) {
  const { viewport, scrollWidth, wide } = await page.evaluate(() => ({
    viewport: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.right > document.documentElement.clientWidth + 0.5 || box.left < -0.5)
      .map(({ node, box }) => `${node.tagName.toLowerCase()}.${node.className} [${box.left.toFixed(0)}, ${box.right.toFixed(0)}]`),
  }));
  assert.deepEqual(wide, [], `${moment}: wider than the ${viewport} px viewport`);
  assert.equal(scrollWidth, viewport, `${moment}: the page scrolls sideways`);
}

/** Checks the first boxes of a picker, as many as its legend asks for. */
export async function firstBoxes(picker) {
  const wanted = Number((await picker.locator('legend').textContent()).match(/\d+/)[0]);
  const boxes = picker.locator('input[type=checkbox]');
  for (let box = 0; box < wanted; box += 1) await boxes.nth(box).check();
}


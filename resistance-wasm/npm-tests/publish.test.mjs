// What npm's site and `npm publish` read from the installed tarball: the licenses,
// the repository's addresses, and a README whose links lead somewhere once the
// package has left the repository.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { installedPackageDir } from './support.mjs';

const dir = installedPackageDir();
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The repository's root, from the environment scripts/test-wasm.sh sets. */
function repoRoot() {
  const root = process.env.REPO_ROOT;
  assert.ok(root, 'REPO_ROOT must name the repository (scripts/test-wasm.sh sets it)');
  return root;
}

test('the tarball ships the README and both licenses of "MIT OR Apache-2.0"', () => {
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  for (const file of ['README.md', 'LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.ok(manifest.files.includes(file), `${file} is in "files"`);
  }
  assert.match(readFileSync(path.join(dir, 'README.md'), 'utf8'), /^# resistance-engine\n/);
  for (const file of ['LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.equal(readFileSync(path.join(dir, file), 'utf8'), readFileSync(path.join(repoRoot(), file), 'utf8'),
      `${file} is the repository's`);
  }
});

test('repository, homepage and bugs name the repository of the workspace', () => {
  const cargo = readFileSync(path.join(repoRoot(), 'Cargo.toml'), 'utf8');
  const repository = cargo.match(/^repository = "([^"]+)"$/m)?.[1];
  const homepage = cargo.match(/^homepage = "([^"]+)"$/m)?.[1];
  assert.ok(repository && homepage, "the workspace's Cargo.toml has a repository and a homepage");
  assert.deepEqual(manifest.repository, { type: 'git', url: `git+${repository}.git`, directory: 'resistance-wasm' });
  assert.equal(manifest.homepage, homepage);
  assert.deepEqual(manifest.bugs, { url: `${repository}/issues` });
});

test("the README's links are absolute, and those into the repository name files that exist", () => {
  const cargo = readFileSync(path.join(repoRoot(), 'Cargo.toml'), 'utf8');
  const repository = cargo.match(/^repository = "([^"]+)"$/m)[1];
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  assert.ok(links.length >= 1, 'the README links to the wire format');
  const relative = links.filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('#'));
  assert.deepEqual(relative, [], 'relative links lead nowhere outside the repository');
  const prefix = `${repository}/blob/main/`;
  const intoRepository = links.filter((href) => href.startsWith(prefix));
  assert.ok(intoRepository.some((href) => href.endsWith('docs/wire-format.md')), 'the wire format is linked');
  for (const href of intoRepository) {
    const file = href.slice(prefix.length).replace(/#.*$/, '');
    assert.ok(existsSync(path.join(repoRoot(), file)), `${href}: no ${file} in the repository`);
  }
});

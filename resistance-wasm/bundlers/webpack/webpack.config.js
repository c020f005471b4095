import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  entry: './main.js',
  output: { path: path.join(here, 'dist'), clean: true },
  // The page: index.html with the bundle's <script> added.
  plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
  // webpack weighs each .wasm raw (a third more than gzipped, as served) and would
  // warn on every build; init() fetches them beside the page's own script.
  performance: { assetFilter: (file) => !file.endsWith('.wasm') },
};

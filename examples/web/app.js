// The page's entry. It checks first that this browser can run the engine (a
// WebAssembly module) and says so on the page when it cannot; then it loads the table
// (play.js), whose imports need WebAssembly.
const banner = document.getElementById('no-engine');

function refuse(message) {
  banner.textContent = message;
  banner.hidden = false;
  document.querySelector('main').hidden = true;
  document.body.dataset.state = 'unsupported';
}

if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
  refuse('This browser cannot run WebAssembly, and the game engine is WebAssembly. '
    + 'Open the page in a current Firefox, Chrome, Edge or Safari, with WebAssembly turned on.');
} else {
  import('./play.js').catch((error) => {
    refuse(`The game engine could not be loaded (${error.message}). `
      + 'Reload the page; if it persists, the server may not serve the resistance-engine package.');
  });
}

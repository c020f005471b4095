// The colour scheme: the device's (prefers-color-scheme, through the stylesheet's
// light-dark() colours), or light or dark as chosen in the bar and kept on this
// device. A dim room wants the dark one; the stylesheet holds both.
import { t } from './i18n.js';

const STORE = 'resistance-scheme';
const SCHEMES = { auto: 'Colours: as the device', light: 'Colours: light', dark: 'Colours: dark' };

function kept() {
  try {
    const value = localStorage.getItem(STORE);
    return value in SCHEMES ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Applies `scheme` to the page ('auto': no override) and keeps it. */
export function setScheme(scheme) {
  const chosen = scheme in SCHEMES ? scheme : 'auto';
  if (chosen === 'auto') delete document.documentElement.dataset.scheme;
  else document.documentElement.dataset.scheme = chosen;
  try {
    localStorage.setItem(STORE, chosen);
  } catch {
    // this page only
  }
}

/** The switch in the bar: its options in the page's language, the kept choice applied. */
export function initScheme(select) {
  const fill = () => {
    const value = select.value || kept();
    select.replaceChildren(...Object.entries(SCHEMES).map(([scheme, label]) => new Option(t(label), scheme)));
    select.value = value;
    select.setAttribute('aria-label', t('Colour scheme'));
  };
  fill();
  select.value = kept();
  setScheme(select.value);
  select.addEventListener('change', () => setScheme(select.value));
  window.addEventListener('languagechange', fill);
}

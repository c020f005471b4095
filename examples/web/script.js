// The opening script panel: the engine's reveal script for the setup on the form
// (who opens their eyes, who raises a thumb), in a chosen language and by the card
// names chosen (the Resistance's or Avalon's), read aloud by the browser's speech
// synthesis where it has one.
import { revealScript } from 'resistance-engine';
import { $, element } from './dom.js';
import { language, t } from './i18n.js';
import { chosenNaming, configFromForm } from './setup.js';
import { describeError } from './words.js';

/** Voices by language of the script, for speechSynthesis. */
const SPEECH_LANGUAGES = { english: 'en-US', russian: 'ru-RU', vietnamese: 'vi-VN' };

/** The engine's script for the setup on the form, in the chosen language and names. */
function showScript() {
  const list = $('#script-lines');
  try {
    // The script names roles, never seats: no deal changes it, so a blank seed (the
    // default: the game's own is drawn securely when it starts) reads as any seed;
    // the engine takes only a whole configuration.
    const script = revealScript({ seed: 0, ...configFromForm() }, $('#script-language').value, chosenNaming());
    list.replaceChildren(...script.lines.map((line) => element('li', {}, line)));
    list.dataset.language = script.language;
    $('#read-aloud').disabled = !('speechSynthesis' in window);
  } catch (error) {
    list.replaceChildren(element('li', { class: 'error' }, describeError(error)));
    $('#read-aloud').disabled = true;
  }
}

export function initScript(form) {
  const speech = 'speechSynthesis' in window ? window.speechSynthesis : null;
  $('#speech-note').textContent = speech ? '' : t('This browser cannot read aloud: read the lines yourself.');
  form.addEventListener('input', showScript);
  $('#script-language').addEventListener('change', showScript);
  // The script is read in the page's language, unless its own menu chose another.
  $('#script-language').value = language();
  window.addEventListener('languagechange', () => {
    $('#script-language').value = language();
    showScript();
  });
  let next = null;
  const stop = () => {
    clearTimeout(next);
    speech?.cancel();
    $('#stop-reading').hidden = true;
  };
  $('#read-aloud').addEventListener('click', () => {
    if (!speech) return;
    stop();
    const lines = [...$('#script-lines').children].map((item) => item.textContent);
    const lang = SPEECH_LANGUAGES[$('#script-lines').dataset.language] ?? 'en-US';
    const say = (index) => {
      if (index >= lines.length) return stop();
      const utterance = new SpeechSynthesisUtterance(lines[index]);
      utterance.lang = lang;
      utterance.rate = 0.9;
      // A pause after each line: time to open eyes, look, and close them again.
      utterance.onend = () => {
        next = setTimeout(() => say(index + 1), 1500);
      };
      speech.speak(utterance);
    };
    $('#stop-reading').hidden = false;
    say(0);
  });
  $('#stop-reading').addEventListener('click', stop);
  showScript();
}

// The page's language: English, Russian or Vietnamese, as the engine's reveal script
// and names have. The cards', modules' and sides' names come from the engine
// (`names(language, naming)`, words.js); the page's own words are translated here,
// keyed by their English text, so the code reads in English and a phrase without a
// translation stays English. A seat's phone is translated (its role card, what it
// knows, its moves, the turn, the connection, the end's links, the vote-history
// grid's heads); the event log, the setup form and Cells are English still.

/** The languages offered, by the engine's names for them. */
export const LANGUAGES = { english: 'English', russian: 'Русский', vietnamese: 'Tiếng Việt' };

const STORE = 'resistance-language';

/** The language kept on this device, else the browser's, else English. */
function initial() {
  try {
    const kept = localStorage.getItem(STORE);
    if (kept in LANGUAGES) return kept;
  } catch {
    // no storage: the browser's language
  }
  const code = (navigator.language ?? 'en').slice(0, 2);
  return { ru: 'russian', vi: 'vietnamese' }[code] ?? 'english';
}

let current = initial();

export const language = () => current;

/** Sets the language, keeps it on this device, and tells the page (`languagechange` on window). */
export function setLanguage(chosen) {
  current = chosen in LANGUAGES ? chosen : 'english';
  try {
    localStorage.setItem(STORE, current);
  } catch {
    // kept for this page only
  }
  document.documentElement.lang = { english: 'en', russian: 'ru', vietnamese: 'vi' }[current];
  window.dispatchEvent(new Event('languagechange'));
}

/** `english` in the page's language, its `{name}` places filled from `values`. */
export function t(english, values = {}) {
  const template = PHRASES[current]?.[english] ?? english;
  return template.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
}

const PHRASES = {
  russian: {
    'You play for {side}': 'Вы играете за: {side}',
    'Your card (covered)': 'Ваша карта (закрыта)',
    'Tap to show it': 'Нажмите, чтобы открыть',
    'Tap to cover your card': 'Нажмите, чтобы закрыть карту',
    'Your role card, covered: tap to show it': 'Ваша карта роли закрыта: нажмите, чтобы открыть',
    'You know: ': 'Вы знаете: ',
    'At the opening you saw nobody: you know only your own card.': 'В начале вы никого не видели: вы знаете только свою карту.',
    'Nothing to do right now.': 'Сейчас ходить не нужно.',
    'Choose {size}': 'Выберите: {size}',
    'Propose this team': 'Предложить эту команду',
    'Seal my hidden agenda': 'Запечатать тайное намерение',
    Approve: 'За',
    Reject: 'Против',
    'Play Success': 'Сыграть «Успех»',
    'Play Fail': 'Сыграть «Провал»',
    "Set aside {name}'s card": 'Отложить карту: {name}',
    'Inspect {name}': 'Проверить: {name}',
    'Name {name} as {commander}': 'Назвать {name}: {commander}',
    'Reveal my hidden agenda': 'Раскрыть тайное намерение',
    'Decline {card}': 'Отказаться: {card}',
    'Leave the game': 'Покинуть игру',
    'Claim this seat (substitute)': 'Занять это место (замена)',
    'Lead now': 'Стать лидером',
    'Reject the team': 'Отклонить команду',
    'Give {card} to': 'Отдать «{card}»:',
    "{name}'s screen": 'Экран: {name}',
    ' · for your eyes only': ' · только для вас',
    'Connecting to the table…': 'Подключение к столу…',
    'Connection lost: reconnecting…': 'Связь потеряна: переподключение…',
    'This link cannot be used.': 'Эту ссылку нельзя использовать.',
    'Waiting for {names} to open their link.': 'Ждём, пока ссылку откроют: {names}.',
    'Everyone is here: the game starts.': 'Все на месте: игра начинается.',
    'You are {name}. The game starts when every seat is taken.': 'Вы — {name}. Игра начнётся, когда займут все места.',
    'You are watching this table.': 'Вы наблюдаете за этим столом.',
    'You are watching: the table as everyone sees it': 'Вы наблюдаете: стол, каким его видят все',
    ', {seconds} seconds behind the game.': ', с отставанием на {seconds} с.',
    'You have {seconds} s': 'У вас {seconds} с',
    '{name} has {seconds} s': 'У игрока {name} {seconds} с',
    'Download the record': 'Скачать запись партии',
    'Replay it step by step': 'Пересмотреть по шагам',
    'What you saw': 'Что вы видели',
    'What everyone saw': 'Что видели все',
    'Not connected: the move was not sent. Reconnecting…': 'Нет связи: ход не отправлен. Переподключение…',
    'Round {round}': 'Раунд {round}',
    'Waiting for {names}.': 'Ждём: {names}.',
    'Everyone seals a hidden agenda.': 'Все запечатывают тайные намерения.',
    '{name} is to propose a team of {size}.': '{name} предлагает команду из {size}.',
    'Vote on the team {team}.': 'Голосование за команду: {team}.',
    'The team {team} is on the mission.': 'Команда на задании: {team}.',
    '{name} is to set a card aside.': '{name} откладывает карту.',
    '{name} is to inspect a player.': '{name} проверяет игрока.',
    '{assassin} is choosing whom to name.': '{assassin} выбирает, кого назвать.',
    '{name} is to give {cards}.': '{name} отдаёт: {cards}.',
    '{name} is to resolve {card}.': '{name} разыгрывает: {card}.',
    '{name} may use {card} or decline.': '{name} может сыграть «{card}» или отказаться.',
    'The game is over.': 'Игра окончена.',
    'Votes round by round, as everyone saw them': 'Голосования по раундам, как их видели все',
    'Votes round by round, and what only {name} knows': 'Голосования по раундам и то, что знает только {name}',
    Round: 'Раунд',
    Try: 'Попытка',
    Leader: 'Лидер',
    Team: 'Команда',
    Result: 'Итог',
    Approved: 'Одобрена',
    Rejected: 'Отклонена',
    Mission: 'Задание',
    Succeeded: 'Успех',
    Failed: 'Провал',
    '{fails} Fail cards': 'Карт «Провал»: {fails}',
    'Only you know: ': 'Знаете только вы: ',
    'No team has gone to a vote yet.': 'Ни одна команда ещё не выносилась на голосование.',
    Language: 'Язык',
    or: 'или',
  },
  vietnamese: {
    'You play for {side}': 'Bạn thuộc phe: {side}',
    'Your card (covered)': 'Lá bài của bạn (đã che)',
    'Tap to show it': 'Chạm để xem',
    'Tap to cover your card': 'Chạm để che lá bài',
    'Your role card, covered: tap to show it': 'Lá vai trò của bạn đã che: chạm để xem',
    'You know: ': 'Bạn biết: ',
    'At the opening you saw nobody: you know only your own card.': 'Lúc mở đầu bạn không thấy ai: bạn chỉ biết lá bài của mình.',
    'Nothing to do right now.': 'Lúc này chưa đến lượt bạn.',
    'Choose {size}': 'Chọn {size}',
    'Propose this team': 'Đề cử đội này',
    'Seal my hidden agenda': 'Niêm phong ý đồ bí mật',
    Approve: 'Đồng ý',
    Reject: 'Phản đối',
    'Play Success': 'Đánh «Thành công»',
    'Play Fail': 'Đánh «Thất bại»',
    "Set aside {name}'s card": 'Để riêng lá bài của {name}',
    'Inspect {name}': 'Thẩm vấn {name}',
    'Name {name} as {commander}': 'Gọi tên {name} là {commander}',
    'Reveal my hidden agenda': 'Lật ý đồ bí mật',
    'Decline {card}': 'Từ chối {card}',
    'Leave the game': 'Rời ván chơi',
    'Claim this seat (substitute)': 'Nhận ghế này (thay thế)',
    'Lead now': 'Làm thủ lĩnh ngay',
    'Reject the team': 'Bác bỏ đội',
    'Give {card} to': 'Trao «{card}» cho',
    "{name}'s screen": 'Màn hình của {name}',
    ' · for your eyes only': ' · chỉ mình bạn xem',
    'Connecting to the table…': 'Đang kết nối với bàn…',
    'Connection lost: reconnecting…': 'Mất kết nối: đang kết nối lại…',
    'This link cannot be used.': 'Không dùng được liên kết này.',
    'Waiting for {names} to open their link.': 'Đang chờ {names} mở liên kết.',
    'Everyone is here: the game starts.': 'Mọi người đã đến: ván chơi bắt đầu.',
    'You are {name}. The game starts when every seat is taken.': 'Bạn là {name}. Ván chơi bắt đầu khi mọi ghế đã có người.',
    'You are watching this table.': 'Bạn đang xem bàn này.',
    'You are watching: the table as everyone sees it': 'Bạn đang xem: bàn chơi như mọi người thấy',
    ', {seconds} seconds behind the game.': ', chậm {seconds} giây so với ván chơi.',
    'You have {seconds} s': 'Bạn còn {seconds} giây',
    '{name} has {seconds} s': '{name} còn {seconds} giây',
    'Download the record': 'Tải biên bản ván chơi',
    'Replay it step by step': 'Xem lại từng bước',
    'What you saw': 'Những gì bạn thấy',
    'What everyone saw': 'Những gì mọi người thấy',
    'Not connected: the move was not sent. Reconnecting…': 'Không có kết nối: nước đi chưa được gửi. Đang kết nối lại…',
    'Round {round}': 'Vòng {round}',
    'Waiting for {names}.': 'Đang chờ {names}.',
    'Everyone seals a hidden agenda.': 'Mọi người niêm phong ý đồ bí mật.',
    '{name} is to propose a team of {size}.': '{name} đề cử một đội {size} người.',
    'Vote on the team {team}.': 'Bỏ phiếu cho đội {team}.',
    'The team {team} is on the mission.': 'Đội {team} đang làm nhiệm vụ.',
    '{name} is to set a card aside.': '{name} để riêng một lá bài.',
    '{name} is to inspect a player.': '{name} thẩm vấn một người chơi.',
    '{assassin} is choosing whom to name.': '{assassin} đang chọn người để gọi tên.',
    '{name} is to give {cards}.': '{name} trao {cards}.',
    '{name} is to resolve {card}.': '{name} giải quyết {card}.',
    '{name} may use {card} or decline.': '{name} có thể dùng {card} hoặc từ chối.',
    'The game is over.': 'Ván chơi kết thúc.',
    'Votes round by round, as everyone saw them': 'Phiếu bầu từng vòng, như mọi người thấy',
    'Votes round by round, and what only {name} knows': 'Phiếu bầu từng vòng, và những gì chỉ {name} biết',
    Round: 'Vòng',
    Try: 'Lần',
    Leader: 'Thủ lĩnh',
    Team: 'Đội',
    Result: 'Kết quả',
    Approved: 'Được thông qua',
    Rejected: 'Bị bác bỏ',
    Mission: 'Nhiệm vụ',
    Succeeded: 'Thành công',
    Failed: 'Thất bại',
    '{fails} Fail cards': '{fails} lá «Thất bại»',
    'Only you know: ': 'Chỉ bạn biết: ',
    'No team has gone to a vote yet.': 'Chưa có đội nào được đưa ra bỏ phiếu.',
    Language: 'Ngôn ngữ',
    or: 'hoặc',
  },
};

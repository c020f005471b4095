// The table server's client (docs/host-protocol.md): one WebSocket to /ws that joins
// a seat with its link's token (or watches the table), keeps the seat's resume token
// in this browser's storage, resumes from the events it holds, reconnects with a
// growing pause when the connection drops, checks the socket when the phone wakes up
// (a socket that looks open may be dead: a `ping` finds out), checks that no
// event is missing, and sends commands numbered by `seq`. It knows no rule and draws
// nothing: it hands every message to its `on` handlers.

/** The protocol this client speaks. */
export const PROTOCOL = 1;

/** Join refusals that no retry can mend: the page says why and stops. */
const FATAL = new Set(['seat_taken', 'no_such_table', 'no_spectators', 'unsupported_protocol']);

/**
 * Where this browser keeps a seat's resume token (`localStorage`): per table and
 * join link, so that two seats' links opened in one browser (a host trying the
 * table) stay two seats. The link's first 8 hex digits tell them apart and open
 * nothing (the server keeps only the tokens' hashes, and a used link is void).
 */
const resumeKey = (table, link) => `resistance-table:${table}:${(link ?? '').slice(0, 8)}:resume`;

/**
 * How long a connection that looks open may stay silent after a `ping` before the
 * client takes it for dead (a phone that slept keeps a socket no packet reaches).
 */
export const PONG_WAIT = 3000;

/** The pause before reconnecting after `attempt` failures: 0.5 s, 1 s, 2 s... at most 8 s. */
export const backoff = (attempt) => Math.min(8000, 500 * 2 ** attempt);

/**
 * A table link's fragment (`#table=ID&token=T`, `#table=ID&watch`): `{ table,
 * token, watch, naming }`, or null when the fragment names no table. The fragment
 * is never sent to a server, so no log holds the token.
 */
export function readTableLink(hash) {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const table = fields.get('table');
  if (!table) return null;
  return {
    table,
    token: fields.get('token'),
    watch: fields.has('watch'),
    naming: fields.get('naming') === 'avalon' ? 'avalon' : 'resistance',
  };
}

/**
 * A connection to one table as a seat (`token`: the join link's) or as a spectator
 * (`watch`). `on` has a handler per message type (`welcome`, `events`, `public`,
 * `ack`, `refused`, `presence`, `lobby`, `started`, `seat`, `clock`, `error`), and
 * `connection(state)` for 'open', 'closed' (reconnecting) and 'stopped' (a fatal
 * refusal: `error` says which). `events` and `public` get `{ ..., fresh }`: the
 * events new to this client, in order, none twice.
 */
export class TableClient {
  constructor({ table, token = null, watch = false, on, url = defaultSocketUrl(), storage = safeStorage() }) {
    Object.assign(this, { table, linkToken: token, watch, on, url, storage });
    this.resumeKey = resumeKey(table, token);
    /** Every event this client has of the seat (or of the public table), from 0. */
    this.events = [];
    this.seq = 0;
    this.attempt = 0;
    this.socket = null;
    this.stopped = false;
    this.timer = null;
    /** The socket a `ping` went to and no answer came from yet, and its deadline. */
    this.probed = null;
    this.probeTimer = null;
    // A phone that slept, a tab brought back, a network come back: the socket may be
    // closed, or look open and be dead (its connection dropped without a word).
    this.wake = () => {
      if (document.visibilityState !== 'hidden') this.check();
    };
    document.addEventListener('visibilitychange', this.wake);
    window.addEventListener('online', this.wake);
    window.addEventListener('pageshow', this.wake);
    this.connect();
  }

  isOpen() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** The token to join with: the resume token this browser keeps, else the link's. */
  joinToken() {
    return this.storage.getItem(this.resumeKey) ?? this.linkToken;
  }

  connect() {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      const from = this.events.length;
      socket.send(JSON.stringify(this.watch
        ? { type: 'watch', protocol: PROTOCOL, table: this.table, from }
        : { type: 'join', protocol: PROTOCOL, table: this.table, token: this.joinToken() ?? '', from }));
    });
    socket.addEventListener('message', (message) => this.receive(socket, JSON.parse(message.data)));
    socket.addEventListener('close', () => {
      if (socket !== this.socket || this.stopped) return;
      this.on.connection?.('closed');
      this.timer = setTimeout(() => this.connect(), backoff(this.attempt++));
    });
  }

  /**
   * Makes sure the seat is connected: a closed socket reconnects at once; an open
   * one is asked for a `pong`, and without any answer within PONG_WAIT it is
   * dropped and the seat joins again from the events it holds (nothing re-asked).
   */
  check() {
    if (this.stopped) return;
    if (!this.isOpen()) {
      this.reconnectNow();
      return;
    }
    const socket = this.socket;
    this.probed = socket;
    clearTimeout(this.probeTimer);
    socket.send(JSON.stringify({ type: 'ping' }));
    this.probeTimer = setTimeout(() => {
      if (this.probed === socket && this.socket === socket) this.reconnectNow();
    }, PONG_WAIT);
  }

  /** Reconnects at once (the phone woke up, the network came back). */
  reconnectNow() {
    this.attempt = 0;
    this.probed = null;
    clearTimeout(this.probeTimer);
    const old = this.socket;
    this.socket = null;
    old?.close();
    this.connect();
  }

  receive(socket, message) {
    if (socket !== this.socket) return;
    // Any message shows the socket alive.
    if (this.probed === socket) {
      this.probed = null;
      clearTimeout(this.probeTimer);
    }
    switch (message.type) {
      case 'pong':
        return;
      case 'welcome':
        this.attempt = 0;
        if (message.resumeToken) this.storage.setItem(this.resumeKey, message.resumeToken);
        this.on.connection?.('open');
        break;
      case 'events':
      case 'public': {
        // `first` is the index of the first event sent: beyond what this client
        // holds, some are missing (join again from what it holds); below, some
        // are repeats (dropped).
        if (message.first > this.events.length) {
          this.reconnectNow();
          return;
        }
        const fresh = message.events.slice(this.events.length - message.first);
        this.events.push(...fresh);
        this.on[message.type]?.({ ...message, fresh });
        return;
      }
      case 'error':
        if (this.storage.getItem(this.resumeKey) !== null && message.code === 'bad_token') {
          // A resume token the server does not know (a table made again): the link's, once.
          this.storage.removeItem(this.resumeKey);
          this.reconnectNow();
          return;
        }
        if (FATAL.has(message.code) || message.code === 'bad_token') this.stop();
        break;
      default:
    }
    this.on[message.type]?.(message);
    if (this.stopped) this.on.connection?.('stopped');
  }

  /**
   * Sends a command for the seat; its `seq`, echoed by `ack` or `refused`. Without
   * a connection, null: nothing was sent (the page says so; the seat resumes).
   */
  send(command) {
    if (!this.isOpen()) return null;
    const seq = this.seq++;
    this.socket.send(JSON.stringify({ type: 'command', seq, command }));
    return seq;
  }

  /** Closes for good. */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.probeTimer);
    document.removeEventListener('visibilitychange', this.wake);
    window.removeEventListener('online', this.wake);
    window.removeEventListener('pageshow', this.wake);
    this.socket?.close();
  }
}

/** `ws://` or `wss://` at this page's host, path /ws. */
function defaultSocketUrl() {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** `localStorage`, or a map for this page's life where the browser refuses storage. */
export function safeStorage() {
  try {
    localStorage.setItem('resistance-table:probe', '1');
    localStorage.removeItem('resistance-table:probe');
    return localStorage;
  } catch {
    const map = new Map();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => map.set(key, value),
      removeItem: (key) => map.delete(key),
    };
  }
}

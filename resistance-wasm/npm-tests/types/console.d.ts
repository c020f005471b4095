// The README's blocks log their answers; this project loads neither Node's nor the
// DOM's types (`"types": []`, no "dom" lib), so the one global they use is declared here.
declare var console: { log(...values: unknown[]): void };

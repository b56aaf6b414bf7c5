export * from './markup.js';
export * from './gearbox-text.js';
export * from './speech-text.js';
export * from './voice-commands.js';
export * from './sources.js';

export * from './mailbox.js';
export * from './postgres.js';

export * from './scrub-event';

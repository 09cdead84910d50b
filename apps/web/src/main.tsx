import './fonts.css';
import { nextTask } from './lib/next-task';

/**
 * The app starts in stages, each evaluated in its own task: React (with its router), then the styling
 * engine, then the component library and theme, then the other libraries, then the texts, then the app
 * itself (app/start.tsx). Evaluated at once they held a phone's main thread for about half a second after
 * the first paint of a pre-rendered page, so a tap or a scroll waited; between the stages the browser
 * handles input and paints. The build preloads every stage's script beside the entry
 * (build/after-first-paint.ts), so the stages cost no extra round trips.
 */
async function main(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@emotion/react');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  await import('i18next');
  await nextTask();
  await import('./i18n/i18n');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start();
}

void main();
